// Sources/Chores/ChoresApp.swift
import HarkKit

// What Hark needs beyond App Intents: the app's name.
extension ChoreShortcuts: HarkApp {
    static let name = "Chores"
}
