import Foundation
import HarkKit
import Testing

@testable import HarkEngine

/// A donation the app makes from its own code, outside any run (at launch, as an app donates
/// from its views on a device), is kept: Hark adds it to the store when it opens it.
@Test func aDonationMadeOutsideARunIsAddedWhenHarkOpensItsStore() throws {
    let sighting = LogSighting()
    sighting.bird = "heron"
    IntentDonationManager.shared.donate(intent: sighting)
    let harness = try Harness(apps: [BirderShortcuts.self])
    #expect(try harness.store.donationCount(app: "Birder", intentID: "Birder.LogSighting", parameters: ["bird": .text("heron")]) == 1)
    // Taken once: a second store does not get it again.
    let again = try Harness(apps: [BirderShortcuts.self])
    #expect(try again.store.donationCount(app: "Birder", intentID: "Birder.LogSighting", parameters: ["bird": .text("heron")]) == 0)
}

/// A bird-watching app whose only use here is a donation made outside any run.
private struct BirderShortcuts: AppShortcutsProvider, HarkApp {
    static let name = "Birder"
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogSighting(), phrases: ["Log a sighting in \(.applicationName)"])
    }
}

private struct LogSighting: AppIntent {
    static let title: LocalizedStringResource = "Log Sighting"

    @Parameter(title: "Bird") var bird: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Logged a \(bird).")
    }
}
