import Foundation
import HarkEngine
import HarkKit
import Hydrator
import Testing

@Test func hydrateMeAsksForBothValuesAndSavesTheEntry() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let replies = harness.say("Hydrate me", "8", "water")
    #expect(replies == ["How many ounces?", "What type of drink?", "OK. I logged 8 ounces of water."])
    let entries = try harness.store.records(ofApp: "Hydrator").all(LogEntry.self, in: LogEntry.collection)
    #expect(entries == [LogEntry(drinkType: .water, ounces: 8, date: Date(timeIntervalSince1970: 1_767_603_600))])
}

@Test func cancelEndsTheFlowAndSavesNothing() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(harness.say("Hydrate me", "8", "cancel").last == "OK, I've cancelled that. Nothing was saved.")
    #expect(try harness.records(of: "Hydrator", in: LogEntry.collection).isEmpty)
    #expect(harness.session.pendingQuestion == nil)
}

@Test func aDisambiguationIsAnsweredByPosition() throws {
    let harness = try Harness(apps: [Planner.self])
    #expect(harness.say("Book a room in Planner") == ["Which one: red room or blue room?"])
    #expect(harness.say("the second one") == ["How many people?"])
    #expect(harness.say("4", "yes") == ["Book the blue room for 4?", "Booked.", "See you there."])
    let notes = try harness.store.records(ofApp: "Planner").all(String.self, in: "Note")
    #expect(notes == ["blue 4"])
}

@Test func aConfirmationRequiredValueIsKeptOnYesAndAskedAgainOnNo() throws {
    let harness = try Harness(apps: [Planner.self])
    _ = harness.say("Book a room in Planner", "red room")
    #expect(harness.say("12") == ["Just to confirm, you said 12?"])
    #expect(harness.say("no") == ["How many people?"])
    #expect(harness.say("12", "yep") == ["Just to confirm, you said 12?", "Book the red room for 12?"])
}

@Test func sayingNoToTheConfirmStepSavesNothing() throws {
    let harness = try Harness(apps: [Planner.self])
    #expect(harness.say("Book a room in Planner", "1", "3", "nope").last == "OK, I won't do that. Nothing has changed.")
    #expect(try harness.records(of: "Planner", in: "Note").isEmpty)
}

@Test func aFailedHandleKeepsNothingItWrote() throws {
    let harness = try Harness(apps: [Planner.self])
    #expect(harness.say("Save and fail in Planner") == ["That did not work."])
    #expect(try harness.records(of: "Planner", in: "Note").isEmpty)
}

@Test func threeUnusableAnswersEndTheConversation() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let replies = harness.say("Hydrate me", "lots", "many", "heaps")
    #expect(replies.last?.hasPrefix("Sorry, I'm still not getting it") == true)
    #expect(harness.session.pendingQuestion == nil)
}

@Test func aNumberTooLargeIsRefusedWithAReason() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(harness.say("Hydrate me", "99999999999999999999") == [
        "How many ounces?", "That number is too large for me.", "How many ounces?",
    ])
}

@Test func aNegativeAmountIsUnsupported() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(harness.say("Hydrate me", "-3") == [
        "How many ounces?", "I can only log a positive number of ounces.", "How many ounces?",
    ])
}

@Test func theQuestionInFlightNamesItsAppAndParameter() throws {
    let harness = try Harness(apps: [Hydrator.self])
    _ = harness.say("Hydrate me")
    #expect(harness.session.pendingQuestion?.app == "Hydrator")
    #expect(harness.session.pendingQuestion?.parameter == "ounces")
}

@Test func aNewStoreStartsWithTheSuggestedUserShortcutOnce() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(try harness.session.store.userShortcuts().map(\.phrase) == ["Hydrate me"])
    #expect(harness.say("Hydrate me", "8", "water") == ["How many ounces?", "What type of drink?", "OK. I logged 8 ounces of water."])
    #expect(try harness.store.userShortcuts().map(\.phrase) == ["Hydrate me"])
    let again = try Session(catalog: harness.session.catalog, store: harness.store, environment: harness.session.environment)
    _ = try again.store.inTransaction { try again.store.setSetting("touched", to: "yes") }
    #expect(try harness.store.userShortcuts().count == 1)
}

@Test func aSessionThatOnlyReadsWritesNothingToItsStore() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(harness.say(":shortcuts list", ":open Hydrator").isEmpty == false)
    #expect(try harness.session.store.userShortcuts().map(\.phrase) == ["Hydrate me"])
    #expect(try harness.store.userShortcuts().isEmpty)
    #expect(try harness.store.setting("suggested-shortcuts-added-for") == nil)
}

@Test func aHandleThatFailsLeavesTheSuggestionsToTheNextWrite() throws {
    let harness = try Harness(apps: [Hydrator.self])
    try? harness.session.store.inTransaction { throw CancellationError() }
    #expect(try harness.store.userShortcuts().isEmpty)
    try harness.session.store.addUserShortcut(UserShortcut(phrase: "Teatime", intentID: "Hydrator.TrackIntake"))
    #expect(try harness.store.userShortcuts().map(\.phrase) == ["Hydrate me", "Teatime"])
}

@Test func aResolverOffersThePersonsOwnRecordsAfterTheAppsDialog() throws {
    let harness = try Harness(apps: [Garage.self])
    _ = harness.say("Add a car in Garage", "Civic", "Add a car in Garage", "Golf")
    #expect(harness.say("Park my car in Garage") == ["Which car? Civic or Golf?"])
    #expect(harness.say("the golf") == ["Parked the Golf."])
}

@Test func recordsKeptAsPlainValuesAreShownNamedByTheirCollection() throws {
    let harness = try Harness(apps: [Garage.self])
    _ = harness.say("Add a car in Garage", "Civic", "Add a car in Garage", "Golf")
    #expect(harness.say(":open Garage") == ["Garage:", "  car: Golf", "  car: Civic"])
}

@Test func aResolverOfferingNothingToChooseEndsTheRunInsteadOfAskingWhichOne() throws {
    let harness = try Harness(apps: [Garage.self])
    #expect(harness.say("Park my car in Garage")
        == ["There's no car to choose from, so I've stopped. Nothing was saved."])
    // The conversation is over: the next line is a request again, not an answer.
    #expect(harness.say("Add a car in Garage") == ["What is the car called?"])
}
