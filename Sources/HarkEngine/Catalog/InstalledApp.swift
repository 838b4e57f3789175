import Foundation
import HarkKit

/// One app as Hark sees it: its names, its checked App Shortcuts, its suggested user shortcuts.
public struct InstalledApp: Sendable {
    public let name: String
    public let synonyms: [String]
    public let shortcuts: [ShortcutEntry]
    public let suggestedShortcuts: [SuggestedShortcut]
    /// Whether a flow that needed questions ends with a Siri Tip.
    public let showsSiriTips: Bool
    private let declaration: Declaration

    /// The app's type. `HarkApp` does not require `Sendable`, so that an App Intents
    /// `AppShortcutsProvider` becomes an app by adding its name in any file; Hark only calls
    /// its static members from the session that owns the catalog.
    private struct Declaration: @unchecked Sendable {
        let type: any HarkApp.Type
    }

    init(_ type: any HarkApp.Type) throws(CatalogError) {
        name = type.name
        synonyms = type.synonyms
        declaration = Declaration(type: type)
        showsSiriTips = type.showsSiriTips
        suggestedShortcuts = type.suggestedShortcuts
        let declared = type.appShortcuts
        if declared.count > AppCatalog.maximumShortcutsPerApp {
            throw CatalogError(
                "\(name) declares \(declared.count) App Shortcuts (the last is “\(declared[declared.count - 1].shortTitle)”); an app may declare at most \(AppCatalog.maximumShortcutsPerApp)."
            )
        }
        var shortcuts: [ShortcutEntry] = []
        for (index, shortcut) in declared.enumerated() {
            shortcuts.append(try ShortcutEntry(shortcut, index: index, app: name))
        }
        self.shortcuts = shortcuts
    }

    /// The app's type, for its widgets and screens.
    var type: any HarkApp.Type { declaration.type }

    /// Every intent the app can run, App Shortcuts' and suggested shortcuts' alike.
    public var intentTypes: [any DeclaredIntent.Type] {
        var seen: Set<ObjectIdentifier> = []
        return (shortcuts.map(\.intentType) + suggestedShortcuts.map(\.intentType)).filter {
            seen.insert(ObjectIdentifier($0)).inserted
        }
    }

    /// The app's main screen, as `:open` shows it.
    public func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        try declaration.type.screen(records: records, now: now)
    }
}

/// A checked App Shortcut.
public struct ShortcutEntry: Sendable {
    /// "Hydrator.1": the app and the shortcut's place in its list.
    public let id: String
    public let appName: String
    public let title: String
    public let intentType: any DeclaredIntent.Type
    public let phrases: [String]

    init(_ shortcut: AppShortcut, index: Int, app: String) throws(CatalogError) {
        id = "\(app).\(index + 1)"
        appName = app
        title = shortcut.shortTitle
        intentType = shortcut.intentType
        phrases = shortcut.phrases
        let parameters = IntentDriver.parameterNames(of: shortcut.intentType)
        for phrase in phrases {
            guard phrase.contains("{app}") else {
                throw CatalogError(
                    "\(app)'s App Shortcut “\(title)” has the phrase “\(phrase)”, which does not name the app; add \\(.applicationName) to it."
                )
            }
            for slot in PhraseSlots.names(in: phrase) where slot != "app" && !parameters.contains(slot) {
                throw CatalogError(
                    "\(app)'s App Shortcut “\(title)” has the phrase “\(phrase)”, which names {\(slot)}, not a parameter of \(shortcut.intentType.title)."
                )
            }
        }
    }
}

/// Reads the `{name}` placeholders of a phrase template.
enum PhraseSlots {
    static func names(in template: String) -> [String] {
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
