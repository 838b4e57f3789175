// Sources/Garden/Garden.swift
import HarkKit

enum Garden: HarkApp {
    static let name = "Garden"

    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(
                intent: WaterPlant.self,
                phrases: [
                    "Water the \(\.$plant) in \(.applicationName)",
                    "Water a plant in \(.applicationName)",
                ],
                shortTitle: "Water a Plant")
        ]
    }

    static var suggestedShortcuts: [SuggestedShortcut] {
        [SuggestedShortcut(phrase: "Thirsty plants", intent: WaterPlant.self)]
    }
}
