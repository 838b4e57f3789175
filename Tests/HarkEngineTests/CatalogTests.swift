import Foundation
import HarkEngine
import HarkKit
import Testing

struct Ping: Intent {
    static let title = "Ping"
    func handle(in context: IntentContext) throws -> IntentResult { .success("Pong.") }
}

enum Crowded: HarkApp {
    static let name = "Crowded"
    static var appShortcuts: [AppShortcut] {
        (1...11).map { AppShortcut(intent: Ping.self, phrases: [PhraseText(stringLiteral: "Ping \($0) in {app}")], shortTitle: "Ping \($0)") }
    }
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        AppScreen(title: name, emptyMessage: "", items: [])
    }
}

enum Nameless: HarkApp {
    static let name = "Nameless"
    static var appShortcuts: [AppShortcut] { [AppShortcut(intent: Ping.self, phrases: ["Ping me"])] }
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        AppScreen(title: name, emptyMessage: "", items: [])
    }
}

@Test func anAppWithElevenAppShortcutsIsRefusedByName() {
    #expect(throws: CatalogError("Crowded declares 11 App Shortcuts (the last is “Ping 11”); an app may declare at most 10.")) {
        try AppCatalog(apps: [Crowded.self])
    }
}

@Test func aPhraseWithoutTheAppsNameIsRefusedNamingTheShortcut() {
    #expect(
        throws: CatalogError(
            "Nameless's App Shortcut “Ping” has the phrase “Ping me”, which does not name the app; add \\(.applicationName) to it.")
    ) {
        try AppCatalog(apps: [Nameless.self])
    }
}

@Test func appsAreFoundByNameOrSynonymInAnyCase() throws {
    let catalog = try AppCatalog(apps: [Planner.self])
    #expect(catalog.app(named: "PLANNER")?.name == "Planner")
    #expect(catalog.app(named: "the planner")?.name == "Planner")
    #expect(catalog.app(named: "Hydrator") == nil)
}
