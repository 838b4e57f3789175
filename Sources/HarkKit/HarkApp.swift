import Foundation
import Synchronization

/// An app's App Shortcuts, written as App Intents writes them: one `AppShortcut` or several,
/// one after another, no array brackets.
///
///     struct MeditatorShortcuts: AppShortcutsProvider {
///         static var appShortcuts: [AppShortcut] {
///             AppShortcut(intent: StartMeditation(), phrases: ["Meditate with \(.applicationName)"])
///         }
///     }
public protocol AppShortcutsProvider {
    /// At most ten; every phrase names the app.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the app's tiles in the Shortcuts app.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Phrases that sound like the app's but must not run them.
    static var negativePhrases: NegativeAppShortcutPhrases { get }
}

extension AppShortcutsProvider {
    /// Tells Hark the app's entities changed, so its phrases with entity parameters follow
    /// `suggestedEntities()`. Inside a run it takes effect when the run succeeds; outside one
    /// (at launch, before `HarkCommandLine.main`, as an app calls it from its `init()`) at once.
    public static func updateAppShortcutParameters() {
        if IntentContext.current.isOutsideRun {
            LaunchParameterReports.note(Self.self)
        } else {
            IntentContext.current.requests.noteParameterUpdate()
        }
    }
}

/// The apps that called `updateAppShortcutParameters()` outside any run, at launch.
public enum LaunchParameterReports {
    private static let reported = Mutex<Set<ObjectIdentifier>>([])

    static func note(_ provider: any AppShortcutsProvider.Type) {
        _ = reported.withLock { $0.insert(ObjectIdentifier(provider)) }
    }

    /// Whether this app's type reported its parameters at launch.
    public static func contains(_ app: Any.Type) -> Bool {
        reported.withLock { $0.contains(ObjectIdentifier(app)) }
    }
}

/// Builds a list of App Shortcuts from the expressions of a body.
@resultBuilder
public enum AppShortcutsBuilder {
    /// One App Shortcut.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// A list of App Shortcuts, as resolve → handle apps write them.
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    /// The shortcuts of a body, in order.
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    /// The shortcuts of an `if` without `else`, when it holds.
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    /// The shortcuts of an `if`'s first branch.
    public static func buildEither(first part: [AppShortcut]) -> [AppShortcut] { part }
    /// The shortcuts of an `if`'s second branch.
    public static func buildEither(second part: [AppShortcut]) -> [AppShortcut] { part }
    /// The shortcuts of a `for` loop.
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
}

/// An app Hark can run: its name, its App Shortcuts, and what it shows when opened. An App
/// Intents `AppShortcutsProvider` becomes one by adding its name:
///
///     extension MeditatorShortcuts: HarkApp { public static let name = "Meditator" }
///
/// Its metatype is sendable (`SendableMetatype`) so the engine may keep it in `@Sendable`
/// closures, while the app's own values need not be `Sendable`.
///
///     enum Hydrator: HarkApp {
///         static let name = "Hydrator"
///         static var appShortcuts: [AppShortcut] { [...] }
///         static func screen(records: any RecordStore, now: Date) throws -> AppScreen { ... }
///     }
public protocol HarkApp: AppShortcutsProvider, SendableMetatype {
    /// The name people say in phrases ("… in Hydrator") and `:open` takes.
    static var name: String { get }
    /// Other names the app answers to in phrases.
    static var synonyms: [String] { get }
    /// User shortcuts a new store starts with.
    static var suggestedShortcuts: [SuggestedShortcut] { get }
    /// The app's main screen, built from its records. Default: every record, newest first.
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
