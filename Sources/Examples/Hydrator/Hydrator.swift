import Foundation
import HarkKit

/// The tutorial's app: log what you drink, by voice.
public enum Hydrator: HarkApp {
    public static let name = "Hydrator"

    public static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(
                intent: TrackIntake.self,
                phrases: [
                    "Log \(\.$ounces) ounces of \(\.$hydrationType) in \(.applicationName)",
                    "Log \(\.$hydrationType) in \(.applicationName)",
                    "Track my intake in \(.applicationName)",
                    "Log a drink in \(.applicationName)",
                ],
                shortTitle: "Log a Drink")
        ]
    }

    public static var suggestedShortcuts: [SuggestedShortcut] {
        [SuggestedShortcut(phrase: "Hydrate me", intent: TrackIntake.self)]
    }

    public static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        let entries = try records.all(LogEntry.self, in: LogEntry.collection)
        let items = entries.reversed().map { entry in
            AppScreen.Item(
                text: "\(entry.date.formatted(.iso8601))  \(entry.ounces) oz of \(entry.drinkType.displayTitle)",
                fields: [
                    "date": .text(entry.date.formatted(.iso8601)),
                    "ounces": .integer(entry.ounces),
                    "drink": .text(entry.drinkType.rawValue),
                ])
        }
        return AppScreen(title: "Hydrator", emptyMessage: "Nothing logged yet.", items: items)
    }
}
