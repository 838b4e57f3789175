import Foundation
import HarkEngine
import HarkKit

/// Turns a checked app file into an installed app, run by the engine as Swift apps are.
///
///     let app = try FileApp.installed(definition, origin: "/home/ada/.config/hark/apps/Brewer.app.json5")
enum FileApp {
    static func installed(_ app: AppFileDefinition, origin: String) throws(CatalogError) -> InstalledApp {
        var intents: [String: IntentDeclaration] = [:]
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

/// What `:open` and `hark open` show of a file app: its `screen`, or else every record it keeps.
struct FileScreen: Sendable {
    let title: String
    let collections: [String]
    let item: String?
    let emptyMessage: String

    init(app: AppFileDefinition) {
        if let screen = app.screen {
            title = screen.title
            collections = [screen.collection]
            item = screen.item
            emptyMessage = screen.emptyMessage
        } else {
            title = app.name
            var seen: Set<String> = []
            collections = app.intents.compactMap(\.record).filter { seen.insert($0).inserted }
            item = nil
            emptyMessage = "Nothing yet."
        }
    }

    func screen(records: any RecordStore) throws -> AppScreen {
        var items: [(time: String, item: AppScreen.Item)] = []
        for collection in collections {
            for data in try records.all(in: collection) {
                let record = try JSONDecoder().decode([String: RecordValue].self, from: data)
                items.append((record["time"].map(Self.spoken) ?? "", AppScreen.Item(text: text(of: record), fields: record.mapValues(\.field))))
            }
        }
        let newestFirst = items.enumerated().sorted { ($0.element.time, $0.offset) > ($1.element.time, $1.offset) }
        return AppScreen(title: title, emptyMessage: emptyMessage, items: newestFirst.map(\.element.item))
    }

    private func text(of record: [String: RecordValue]) -> String {
        let spoken = record.mapValues(Self.spoken)
        if let item { return FileTemplate.fill(item, with: spoken) }
        let time = spoken["time"] ?? ""
        let values = record.keys.filter { $0 != "time" }.sorted().map { "\($0) \(spoken[$0] ?? "")" }
        return "\(time)  \(values.joined(separator: ", "))"
    }

    /// A kept value as said back: dates as days, numbers without a needless ".0".
    private static func spoken(_ value: RecordValue) -> String {
        switch value {
        case .integer(let number): String(number)
        case .number(let number): number.spokenText
        case .boolean(let flag): flag ? "yes" : "no"
        case .text(let text): Day(iso: text)?.spokenText ?? text
        }
    }
}
