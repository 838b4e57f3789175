import HarkKit
import Testing

@testable import HarkEngine

/// A bakery whose one App Shortcut names a pastry in every phrase.
private struct BakeryShortcuts: AppShortcutsProvider, HarkApp {
    static let name = "Bakery"

    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderPastries(),
            phrases: ["Order a \(\.$pastries) in \(.applicationName)", "Bake \(\.$pastries) in \(.applicationName)"],
            shortTitle: "Order Pastries")
    }
}

@Test func anAppShortcutWhoseEveryPhraseNamesAnEntityIsAFinding() throws {
    let bakery = try Harness(apps: [BakeryShortcuts.self]).session.deviceFindings()
    let entityOnly = bakery.filter { $0.subject == "App Shortcut “Order Pastries”" }
    #expect(entityOnly.map(\.reason) == [
        "every phrase names an entity ({pastries}); a device makes such phrases only after the app has run and told the system its entities, so until then the shortcut cannot be said"
    ])
    #expect(entityOnly.map(\.fix) == ["keep at least one phrase without an entity, and let Siri ask for it"])
    // Cafe's Order Pastries has a phrase without one.
    let cafe = try Harness(apps: [CafeShortcuts.self]).session.deviceFindings()
    #expect(!cafe.contains { $0.subject.hasPrefix("App Shortcut") })
}
