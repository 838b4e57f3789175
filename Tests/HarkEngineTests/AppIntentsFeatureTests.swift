import Foundation
import HarkKit
import Testing

@testable import HarkEngine

/// What App Intents features do in a conversation, through Outfitter, an app written as
/// Apple's documentation writes them.
@Suite struct AppIntentsFeatureTests {
    private let harness: Harness

    init() throws {
        harness = try Harness(apps: [OutfitterShortcuts.self, RangerShortcuts.self])
    }

    /// The trace lines of the replies to each line.
    private func trace(_ lines: String...) -> [String] {
        lines.flatMap { line in
            harness.session.respond(to: line).compactMap { reply -> String? in
                guard case .trace(let event) = reply else { return nil }
                return event.line
            }
        }
    }

    @Test func aMeasurementIsReadWithItsUnitOrTheDefaultOne() {
        #expect(harness.say("Log a hike in Outfitter", "5 km") == ["What is the distance?", "Logged 5000 metres."])
        #expect(harness.say("Log a hike in Outfitter", "2.5") == ["What is the distance?", "Logged 2500 metres."])
        #expect(harness.say("Log a hike in Outfitter", "3 miles").last == "Logged 4828 metres.")
        #expect(harness.say("Log a hike in Outfitter", "-2 km") == [
            "What is the distance?", "The distance cannot be negative.", "What is the distance?",
        ])
    }

    @Test func aDurationIsReadFromALengthOfTime() {
        #expect(harness.say("Take a rest in Outfitter", "1 hour 30 minutes") == ["For how long?", "Resting for 5400 seconds."])
        #expect(harness.say("Take a rest in Outfitter", "ten minutes").last == "Resting for 600 seconds.")
    }

    @Test func anOptionsProviderOffersItsListAndRefusesAnythingElse() {
        #expect(harness.say("Rent a tent in Outfitter", "family") == ["Which size? Small, Family, or Group?", "A family tent is yours."])
        #expect(
            harness.say("Plan a winter trip in Outfitter", "the second one") == [
                "Winter is not one of the choices. Which one: Summer or Autumn?", "Off to the hills in autumn.",
            ])
    }

    @Test func aConfirmationOffersItsActionAndTakesItAsTheAnswer() {
        #expect(harness.say("Book a guide in Outfitter", "book") == ["Book a guide for Saturday? (book or cancel)", "Booked."])
        #expect(
            harness.say("Book a guide in Outfitter", "maybe").dropFirst() == [
                "Please say book or cancel.", "Book a guide for Saturday? (book or cancel)",
            ])
    }

    @Test func anIntentThatRequiresAuthenticationIsConsequential() {
        #expect(PayDeposit.isConsequential)
        #expect(!LogHike.isConsequential)
        #expect(harness.say("Pay deposit for my tent in Outfitter").first?.hasPrefix("Did you mean") == true)
    }

    @Test func anOpenIntentSaysTheURLADeviceWouldOpen() {
        #expect(harness.say("Open a trail in Outfitter", "lake path") == ["Which trail?", "Opening https://example.com/trail/2/details."])
        #expect(trace("Open a trail in Outfitter", "ridge loop").contains("on a device: the app would open in the foreground"))
    }

    @Test func continuingInTheForegroundSaysWhy() {
        #expect(harness.say("Share my photos in Outfitter") == ["Open Outfitter to choose the photos."])
    }

    @Test func anAppIntentErrorIsSaidAsASentence() {
        #expect(harness.say("Check the forecast in Ranger") == ["You need to be connected to the internet."])
    }

    @Test func aBoolParameterIsAnsweredWithItsDisplayNames() {
        #expect(harness.say("Set the lantern in Outfitter", "dark") == ["Lit or dark?", "The lantern is dark."])
        #expect(harness.say("Set the lantern in Outfitter", "yes").last == "The lantern is lit.")
    }

    @Test func aFileParameterTakesAPathOfASupportedType() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outfitter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("%PDF-1.4".utf8).write(to: folder.appendingPathComponent("ridge.pdf"))
        #expect(
            harness.say("Import a map in Outfitter", folder.path + "/notes.txt", folder.path + "/ridge.pdf") == [
                "Which file?", "notes.txt is not a PDF.", "Which file?", "Imported ridge.pdf, 8 bytes.",
            ])
    }

    @Test func eachRunReportsItsOwnProgress() {
        #expect(
            harness.say("Export my track in Ranger", "Export my track in Ranger") == [
                "Exported from 0 to 4 of 4 points.", "Exported from 0 to 4 of 4 points.",
            ])
    }

    @Test func aNegativePhraseRunsNothing() {
        #expect(harness.say("Rent a tent in Outfitter next year") == ["Sorry, I didn't understand that."])
        #expect(trace("rent a tent in outfitter, next year!") == ["negative phrase of Outfitter: nothing runs"])
        #expect(harness.say("Rent a tent in Outfitter").first == "Which size? Small, Family, or Group?")
    }

    @Test func aLiveActivityIntentRunsAndTheTraceSaysWhatADeviceWouldDo() {
        #expect(harness.say("Start tracking in Ranger") == ["Tracking your walk."])
        #expect(
            trace("Start tracking in Ranger").contains(
                "on a device: the intent would run in the app's process, where it may start or update a Live Activity"))
    }
}
