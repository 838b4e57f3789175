import Foundation
import HarkEngine
import HarkKit
import HarkStore
import Testing
import Wallet

/// The harness's clock: 2026-01-05T09:00:00Z.
private let nine = Date(timeIntervalSince1970: 1_767_603_600)

/// Donations of Show Recent Purchases at 09:00 on four of the last seven days, with `values`.
private func showPurchases(_ values: [String: AnswerValue], in harness: Harness) throws {
    for days in [1, 2, 3, 4] {
        try harness.store.addDonation(
            Donation(
                app: "Wallet", intentID: "Wallet.ShowRecentPurchases", parameters: values,
                date: nine.addingTimeInterval(Double(-days * 86_400)), location: nil))
    }
}

@Test func aDonationWithValuesOutsideTheSupportedCombinationsIsNotSuggested() throws {
    let withoutCard = try Harness(apps: [Wallet.self])
    try showPurchases([:], in: withoutCard)
    #expect(try withoutCard.session.suggestions(limit: 5).isEmpty)
    #expect(try withoutCard.session.stack().filter { $0.placement == .suggested }.isEmpty)

    let withCard = try Harness(apps: [Wallet.self])
    try showPurchases(["card": .choice(id: "credit")], in: withCard)
    #expect(try withCard.session.suggestions(limit: 5).map(\.title) == ["Show Recent Purchases: card credit"])
    #expect(try withCard.session.stack().filter { $0.placement == .suggested }.map(\.kind) == ["RecentPurchases"])
}

@Test func anIntentThatIsNotDiscoverableIsDonatedButNotSuggested() throws {
    let harness = try Harness(apps: [Wallet.self])
    _ = harness.say("Forget my credit card suggestions in Wallet")
    let donated = try harness.store.donationCount(
        app: "Wallet", intentID: "Wallet.ForgetCardSuggestions", parameters: ["card": .choice(id: "credit")])
    #expect(donated == 1)
}

/// Sets two relevant shortcuts: one of an intent not eligible for suggestions, one of an
/// intent suggested only with a room.
private enum Chores: HarkApp {
    static let name = "Chores"
    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(intent: Sweep.self, phrases: ["Sweep in \(.applicationName)"], shortTitle: "Sweep"),
            AppShortcut(intent: Tidy.self, phrases: ["Tidy up in \(.applicationName)"], shortTitle: "Tidy"),
        ]
    }
}

private struct Sweep: Intent {
    static let title = "Sweep"
    static let isEligibleForSuggestions = false

    func handle(in context: IntentContext) throws -> IntentResult {
        try context.relevantShortcuts.set([
            try RelevantShortcut(intent: Sweep(), providers: []), try RelevantShortcut(intent: Tidy(), providers: []),
        ])
        return .success("Swept.")
    }
}

private struct Tidy: Intent {
    static let title = "Tidy"
    static let supportedCombinations: [Set<String>]? = [["room"]]

    @Parameter(title: "Room", isRequired: false) var room: String?

    func handle(in context: IntentContext) throws -> IntentResult { .success("Tidied.") }
}

@Test func aRelevantShortcutThatMayNotBeSuggestedIsWarnedAboutAndNotShown() throws {
    let harness = try Harness(apps: [Chores.self])
    #expect(harness.say("Sweep in Chores") == [
        "Swept.",
        "Warning: Chores's relevant shortcut “Sweep” will not be suggested: Sweep is not eligible for suggestions.",
        "Warning: Chores's relevant shortcut “Tidy” will not be suggested: Tidy supports no combination of no values.",
    ])
    #expect(try harness.session.suggestions(limit: 5).isEmpty)
}
