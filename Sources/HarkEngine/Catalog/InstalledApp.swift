import Foundation
import HarkKit

/// One app as Hark sees it, whatever declared it (a Swift `HarkApp` or an app file): its names,
/// its checked App Shortcuts, its suggested user shortcuts, its screen and its widgets.
public struct InstalledApp: Sendable {
    public let name: String
    public let synonyms: [String]
    public let shortcuts: [ShortcutEntry]
    public let suggestedShortcuts: [SuggestedEntry]
    /// Whether a flow that needed questions ends with a Siri Tip.
    public let showsSiriTips: Bool
    /// The widgets the app offers the Smart Stack.
    public let widgets: [WidgetKind]
    /// Where the app comes from, as `hark apps list` says it ("built in", a file's path).
    public let origin: String
    /// Phrases that sound like the app's but must not run them, `{app}` for its name.
    public let negativePhrases: [String]
    /// Whether the app called `updateAppShortcutParameters()` at launch, outside any run.
    let reportedParametersAtLaunch: @Sendable () -> Bool
    private let makeScreen: @Sendable (any RecordStore, Date) throws -> AppScreen
    private let makeContinuedScreen: @Sendable (UserActivity, any RecordStore, Date) throws -> AppScreen

    init(_ type: any HarkApp.Type) throws(CatalogError) {
        try self.init(
            name: type.name, synonyms: type.synonyms,
            shortcuts: type.appShortcuts.map {
                DeclaredShortcut(title: $0.shortTitle, intent: InstalledIntent($0.intentType), phrases: $0.phrases)
            },
            suggestedShortcuts: type.suggestedShortcuts.map {
                SuggestedEntry(phrase: $0.phrase, intent: InstalledIntent($0.intentType))
            },
            showsSiriTips: type.showsSiriTips, widgets: type.widgets, origin: Self.builtIn,
            screen: { try type.screen(records: $0, now: $1) },
            continuing: { try type.screen(continuing: $0, records: $1, now: $2) },
            reportedParametersAtLaunch: { LaunchParameterReports.contains(type) },
            negativePhrases: type.negativePhrases.phrases.map(\.template))
    }

    /// An app declared as data; its shortcuts are checked against the rules of App Shortcuts.
    /// Without `continuing`, a user activity opens the app's main screen.
    public init(
        name: String, synonyms: [String], shortcuts declared: [DeclaredShortcut], suggestedShortcuts: [SuggestedEntry],
        showsSiriTips: Bool = false, widgets: [WidgetKind] = [], origin: String,
        screen: @escaping @Sendable (any RecordStore, Date) throws -> AppScreen,
        continuing: (@Sendable (UserActivity, any RecordStore, Date) throws -> AppScreen)? = nil,
        reportedParametersAtLaunch: @escaping @Sendable () -> Bool = { false }, negativePhrases: [String] = []
    ) throws(CatalogError) {
        self.reportedParametersAtLaunch = reportedParametersAtLaunch
        self.negativePhrases = negativePhrases
        self.name = name
        self.synonyms = synonyms
        self.suggestedShortcuts = suggestedShortcuts
        self.showsSiriTips = showsSiriTips
        self.widgets = widgets
        self.origin = origin
        makeScreen = screen
        makeContinuedScreen = continuing ?? { try screen($1, $2) }
        if declared.count > AppCatalog.maximumShortcutsPerApp {
            throw CatalogError(
                "\(name) declares \(declared.count) App Shortcuts (the last is “\(declared[declared.count - 1].title)”); an app may declare at most \(AppCatalog.maximumShortcutsPerApp)."
            )
        }
        var shortcuts: [ShortcutEntry] = []
        for (index, shortcut) in declared.enumerated() {
            shortcuts.append(try ShortcutEntry(shortcut, index: index, app: name))
        }
        self.shortcuts = shortcuts
    }

    /// The origin of apps written in Swift and compiled into `hark`.
    public static let builtIn = "built in"

    public var isBuiltIn: Bool { origin == Self.builtIn }

    /// Every intent the app can run, App Shortcuts' and suggested shortcuts' alike.
    public var intents: [InstalledIntent] {
        var seen: Set<String> = []
        return (shortcuts.map(\.intent) + suggestedShortcuts.map(\.intent)).filter { seen.insert($0.name).inserted }
    }

    /// The app's main screen, as `:open` shows it.
    public func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        try makeScreen(records, now)
    }

    /// The screen that continues a user activity the app donated (NSUserActivity).
    public func screen(continuing activity: UserActivity, records: any RecordStore, now: Date) throws -> AppScreen {
        try makeContinuedScreen(activity, records, now)
    }
}

/// An App Shortcut as an app declares it, before it is checked.
public struct DeclaredShortcut: Sendable {
    public let title: String
    public let intent: InstalledIntent
    /// Templates with `{app}` and `{parameter}` placeholders.
    public let phrases: [String]

    public init(title: String, intent: InstalledIntent, phrases: [String]) {
        self.title = title
        self.intent = intent
        self.phrases = phrases
    }
}

/// A user shortcut an app proposes ("Hydrate me"); a store starts with it.
public struct SuggestedEntry: Sendable {
    public let phrase: String
    public let intent: InstalledIntent

    public init(phrase: String, intent: InstalledIntent) {
        self.phrase = phrase
        self.intent = intent
    }
}

/// A checked App Shortcut.
public struct ShortcutEntry: Sendable {
    /// "Hydrator.1": the app and the shortcut's place in its list.
    public let id: String
    public let appName: String
    public let title: String
    public let intent: InstalledIntent
    public let phrases: [String]

    init(_ shortcut: DeclaredShortcut, index: Int, app: String) throws(CatalogError) {
        id = "\(app).\(index + 1)"
        appName = app
        title = shortcut.title
        intent = shortcut.intent
        phrases = shortcut.phrases
        let parameters = shortcut.intent.parameters.entries.map(\.name)
        for phrase in phrases {
            guard phrase.contains("{app}") else {
                throw CatalogError(
                    "\(app)'s App Shortcut “\(title)” has the phrase “\(phrase)”, which does not name the app; add \\(.applicationName) to it."
                )
            }
            for slot in PhraseSlots.names(in: phrase) where slot != "app" && !parameters.contains(slot) {
                throw CatalogError(
                    "\(app)'s App Shortcut “\(title)” has the phrase “\(phrase)”, which names {\(slot)}, not a parameter of \(shortcut.intent.title)."
                )
            }
        }
    }
}

/// Reads the `{name}` placeholders of a phrase template.
public enum PhraseSlots {
    public static func names(in template: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in template {
            switch character {
            case "{": current = ""
            case "}":
                if let name = current { names.append(name) }
                current = nil
            default: current?.append(character)
            }
        }
        return names
    }
}
