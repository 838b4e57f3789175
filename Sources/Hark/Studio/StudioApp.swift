import HarkEngine

/// An app as the page lists it: its App Shortcuts and their phrases.
struct StudioApp: Encodable {
    struct Shortcut: Encodable {
        let title: String
        let phrases: [String]
    }

    let name: String
    let origin: String
    let shortcuts: [Shortcut]

    init(_ app: InstalledApp) {
        name = app.name
        origin = app.origin
        shortcuts = app.shortcuts.map { Shortcut(title: $0.title, phrases: $0.phrases) }
    }
}
