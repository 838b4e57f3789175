import Foundation
import HarkEngine
import HarkKit

/// Turns a checked app file into an installed app, run by the engine as Swift apps are.
///
///     let app = try FileApp.installed(definition, origin: "/home/ada/.config/hark/apps/Brewer.app.json5")
enum FileApp {
    static func installed(_ app: AppFileDefinition, origin: String) throws(CatalogError) -> InstalledApp {
        var intents: [String: InstalledIntent] = [:]
        for intent in app.intents { intents[intent.id] = FileIntent.declaration(intent, app: app.name) }
        let shortcuts = app.shortcuts.compactMap { shortcut -> DeclaredShortcut? in
            guard let intent = intents[shortcut.intent] else { return nil }
            return DeclaredShortcut(title: shortcut.shortTitle ?? intent.title, intent: intent, phrases: shortcut.phrases)
        }
        let suggested = app.suggestedShortcuts.compactMap { suggestion -> SuggestedEntry? in
            intents[suggestion.intent].map { SuggestedEntry(phrase: suggestion.phrase, intent: $0) }
        }
        let screen = FileScreen(app: app)
        return try InstalledApp(
            name: app.name, synonyms: app.synonyms, shortcuts: shortcuts, suggestedShortcuts: suggested,
            origin: origin, screen: { records, _ in try screen.screen(records: records) })
    }
}

/// What `:open` and `hark open` show of a file app: its `screen`, or else the default screen
/// of Swift apps (every record, newest first).
struct FileScreen: Sendable {
    let app: String
    let declared: FileScreenDefinition?

    init(app: AppFileDefinition) {
        self.app = app.name
        declared = app.screen
    }

    func screen(records: any RecordStore) throws -> AppScreen {
        guard let declared else { return try AppScreen.records(of: app, from: records) }
        let items = try records.all(in: declared.collection).reversed().map { data in
            let record = try JSONDecoder().decode([String: FieldValue].self, from: data)
            return AppScreen.Item(
                text: FileTemplate.fill(declared.item, with: record.mapValues(Self.spoken)), fields: record)
        }
        return AppScreen(title: declared.title, emptyMessage: declared.emptyMessage, items: items)
    }

    /// A kept value as said back, a date as its day.
    private static func spoken(_ value: FieldValue) -> String {
        if case .text(let text) = value, let day = Day(iso: text) { return day.spokenText }
        return value.spokenText
    }
}
