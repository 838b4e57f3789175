// Sources/Chores/ChoreShortcuts.swift
import HarkKit

struct ChoreShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogChore(),
            phrases: ["I did the \(\.$chore) in \(.applicationName)", "Log a chore in \(.applicationName)"],
            shortTitle: "Log a Chore", systemImageName: "checkmark")
        AppShortcut(
            intent: ChoreTotal(), phrases: ["Show my chores in \(.applicationName)"],
            shortTitle: "Chore Total", systemImageName: "sum")
    }
}
