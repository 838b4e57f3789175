import Foundation
import HarkKit

/// A built-in app named Hydrator, for the check that two apps may not share a name.
enum HydratorForChecks: HarkApp {
    static let name = "Hydrator"
    static var appShortcuts: [AppShortcut] { [] }
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        AppScreen(title: name, emptyMessage: "", items: [])
    }
}
