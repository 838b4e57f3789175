import HarkKit

struct StartRun: AppIntent {
    static let title: LocalizedStringResource = "Start Run"
    func perform() async throws -> some IntentResult { .result() }
}
struct RunShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartRun(), phrases: ["Start a run in \(.applicationName)"], shortTitle: "Run", systemImageName: "figure.run")
    }
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Stop a run in \(.applicationName)"
        }
    }
}
