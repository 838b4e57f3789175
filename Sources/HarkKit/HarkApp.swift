import Foundation

/// An app Hark can run: its name, its App Shortcuts, and what it shows when opened.
///
///     enum Hydrator: HarkApp {
///         static let name = "Hydrator"
///         static var appShortcuts: [AppShortcut] { [...] }
///         static func screen(records: any RecordStore, now: Date) throws -> AppScreen { ... }
///     }
public protocol HarkApp: Sendable {
    /// The name people say in phrases ("… in Hydrator") and `:open` takes.
    static var name: String { get }
    /// Other names the app answers to in phrases.
    static var synonyms: [String] { get }
    /// At most ten; every phrase names the app.
    static var appShortcuts: [AppShortcut] { get }
    /// User shortcuts a new store starts with.
    static var suggestedShortcuts: [SuggestedShortcut] { get }
    /// The app's main screen, built from its records.
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen
    /// Whether Hark may follow a flow that needed questions with a one-line Siri Tip naming
    /// the phrase that would have done it in one go. Default: false.
    static var showsSiriTips: Bool { get }
    /// The widgets the app offers the Smart Stack.
    static var widgets: [WidgetKind] { get }
    /// The screen that continues a user activity (a relevant shortcut made from one). Default:
    /// the main screen.
    static func screen(continuing activity: UserActivity, records: any RecordStore, now: Date) throws -> AppScreen
}

extension HarkApp {
    public static var synonyms: [String] { [] }
    public static var showsSiriTips: Bool { false }
    public static var suggestedShortcuts: [SuggestedShortcut] { [] }
    public static var widgets: [WidgetKind] { [] }
    public static func screen(continuing activity: UserActivity, records: any RecordStore, now: Date) throws -> AppScreen {
        try screen(records: records, now: now)
    }
}
