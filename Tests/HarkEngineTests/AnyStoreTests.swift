import Foundation
import HarkKit
import HarkStore
import Hydrator
import Meditator
import Testing
import Wallet
import Workout

@testable import HarkEngine

/// The engine runs on any `HarkStorage`: the same conversation, with records, donations and
/// their deletion, suggestions from habits, a Siri Tip, a user shortcut and the Smart Stack,
/// says the same on SQLite and on `MemoryStore`, and a turn's writes are committed at once or
/// not at all.
@Suite struct AnyStoreTests {
    static let lines = [
        "Pay 4 dollars at the café with my credit card in Wallet", ":clock +1d",
        "Pay 4 dollars at the café with my credit card in Wallet", ":clock +1d",
        "Pay 4 dollars at the café with my credit card in Wallet", ":clock +1d",
        "Pay 4 dollars at the café with my credit card in Wallet", ":clock +1d",
        ":suggest", "Forget my credit card suggestions in Wallet", ":suggest",
        "Sign in to Meditator", "Ada", "Start a meditation in Meditator", "the second one",
        "Start a meditation in Meditator", "the second one",
        ":shortcuts add \"Calm\" = Start a Walking session in Meditator", "Calm",
        ":stack add Activity", ":stack",
    ]

    static func session(on store: any HarkStorage) throws -> Session {
        try Session(
            catalog: AppCatalog(apps: [Hydrator.self, MeditatorShortcuts.self, Wallet.self, Workout.self]), store: store,
            environment: SessionEnvironment(clock: .fixed(Date(timeIntervalSince1970: 1_767_254_400))))
    }

    @Test func theSameConversationSaysTheSameOnSQLiteAndInMemory() throws {
        let sqlite = try Self.session(on: SQLiteStore.inMemory())
        let memory = try Self.session(on: MemoryStore())
        for line in Self.lines {
            #expect(sqlite.respond(to: line) == memory.respond(to: line), "\(line)")
        }
    }

    @Test func theConversationOnMemoryWritesWhatItSays() throws {
        let store = MemoryStore()
        let session = try Self.session(on: store)
        let replies = Self.lines.flatMap { session.respond(to: $0) }
        #expect(replies.contains(.say("OK. Siri forgot 4 payments with your credit card; your purchases stay in Wallet.")))
        #expect(replies.filter { $0 == .supporting("Tip: next time, just say “Start a Walking session in Meditator”.") }.count == 1)
        #expect(try store.records(ofApp: "Wallet").everyRecord().count == 4)
        #expect(try store.donationCount(ofApp: "Wallet", .group("credit")) == 0)
        #expect(try store.userShortcuts().contains { $0.phrase == "Calm" })
        #expect(try store.stackWidgets().count == 1)
    }

    @Test func aTurnWhoseCommitFailsSavesNothingAndSaysWhy() throws {
        let store = MemoryStore()
        let session = try Self.session(on: store)
        store.refuseWrites(with: DiskFull())
        let turn = session.turn("Log 8 ounces of water in Hydrator")
        #expect(turn.replies.last == .say(HarkWording.notSaved(DiskFull())))
        #expect(turn.replies.contains(.trace(.handled(.error))))
        #expect(turn.failure is DiskFull)
        #expect(session.pendingQuestion == nil)
        store.refuseWrites(with: nil)
        #expect(try store.records(ofApp: "Hydrator").everyRecord().isEmpty)
        #expect(try store.donationCount(ofApp: "Hydrator", .all) == 0)
        let again = session.turn("Log 8 ounces of water in Hydrator")
        #expect(again.failure == nil)
        #expect(try store.records(ofApp: "Hydrator").everyRecord().count == 1)
        #expect(try store.donationCount(ofApp: "Hydrator", .all) == 1)
    }

    @Test func anOrdinaryErrorOfTheCommitIsSaidButIsNoStoreFailure() throws {
        let store = MemoryStore()
        let session = try Self.session(on: store)
        store.refuseWrites(with: Refused())
        let turn = session.turn("Log 8 ounces of water in Hydrator")
        #expect(turn.replies.last == .say(HarkWording.notSaved(Refused())))
        #expect(turn.failure == nil)
    }

    /// A store that is full, as `StoreError.full` says it.
    private struct DiskFull: StoreFailure {
        var description: String { "The disk is full." }
    }

    /// A write refused for this one request (a constraint), the store itself fine.
    private struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
    }
}
