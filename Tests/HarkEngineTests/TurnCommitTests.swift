import Foundation
import HarkKit
import Testing

@testable import HarkEngine

/// A turn's writes wait in the runs' buffers until the session commits them: an intent a
/// result opens reads what its opener wrote, and reads it once when it asks a question and the
/// opener's writes are committed meanwhile.
@Suite struct TurnCommitTests {
    @Test func anOpenedIntentReadsWhatItsOpenerWroteOnceBeforeAndAfterItsQuestion() throws {
        let harness = try Harness(apps: [Memoir.self])
        #expect(harness.say("Write a memo in Memoir") == ["Which label?"])
        #expect(try harness.records(of: "Memoir", in: "Note").count == 1)
        #expect(harness.say("errands") == ["1 note before the question, 1 after; labelled errands."])
        #expect(try harness.records(of: "Memoir", in: "Note").count == 1)
    }

    @Test func aTurnMetAtAQuestionHasNothingToCommit() throws {
        let harness = try Harness(apps: [Memoir.self])
        let turn = harness.session.turn("Tally memos in Memoir")
        #expect(turn.replies.last == .ask("Which label?"))
        #expect(turn.failure == nil)
        #expect(harness.say("cancel") == ["OK, I've cancelled that. Nothing was saved."])
        #expect(try harness.records(of: "Memoir", in: "Note").isEmpty)
    }
}

/// Writes a note, then opens the intent that counts them.
private struct WriteMemo: AppIntent {
    static let title: LocalizedStringResource = "Write Memo"

    func perform() async throws -> some IntentResult & OpensIntent {
        try IntentContext.current.records.append("note", to: "Note")
        return .result(opensIntent: TallyMemos())
    }
}

/// Counts the notes before and after asking for a label.
private struct TallyMemos: AppIntent {
    static let title: LocalizedStringResource = "Tally Memos"
    @Parameter(title: "Label") var label: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let before = try IntentContext.current.records.all(in: "Note").count
        let label = try await $label.requestValue("Which label?")
        let after = try IntentContext.current.records.all(in: "Note").count
        let notes = before == 1 ? "1 note" : "\(before) notes"
        return .result(dialog: "\(notes) before the question, \(after) after; labelled \(label).")
    }
}

private struct Memoir: AppShortcutsProvider, HarkApp {
    static let name = "Memoir"

    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: WriteMemo(), phrases: ["Write a memo in \(.applicationName)"])
        AppShortcut(intent: TallyMemos(), phrases: ["Tally memos in \(.applicationName)"])
    }
}
