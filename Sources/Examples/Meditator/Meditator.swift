import Foundation
import HarkKit

/// The meditation app of Apple's App Shortcuts session, in the App Intents dialect: sessions
/// are entities, and a session added at run time can be named in a phrase once the app has
/// called `updateAppShortcutParameters()`.
public struct MeditatorShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartMeditation(),
            phrases: [
                "Start a \(\.$session) session in \(.applicationName)",
                "Start a \(\.$session) meditation in \(.applicationName)",
                "Start a \(\.$minutes) minute \(\.$session) session in \(.applicationName)",
                "Start a meditation in \(.applicationName)",
                "Meditate with \(.applicationName)",
                "Meditate for \(\.$minutes) minutes with \(.applicationName)",
            ],
            shortTitle: "Start a Session",
            systemImageName: "leaf")
        AppShortcut(
            intent: AddSession(),
            phrases: ["Add a session in \(.applicationName)", "Create a session in \(.applicationName)"],
            shortTitle: "Add a Session",
            systemImageName: "plus")
        AppShortcut(
            intent: RemoveSession(),
            phrases: ["Remove a session in \(.applicationName)", "Delete a session in \(.applicationName)"],
            shortTitle: "Remove a Session",
            systemImageName: "minus")
        AppShortcut(
            intent: ShowStats(),
            phrases: ["Show my stats in \(.applicationName)", "How much have I meditated in \(.applicationName)"],
            shortTitle: "Show My Stats",
            systemImageName: "chart.bar")
        AppShortcut(intent: SignIn(), phrases: ["Sign in to \(.applicationName)", "Log in to \(.applicationName)"])
        AppShortcut(intent: SignOut(), phrases: ["Sign out of \(.applicationName)", "Log out of \(.applicationName)"])
    }
}

/// What makes the shortcuts provider a Hark app: its name, its Siri Tips, and its main screen.
extension MeditatorShortcuts: HarkApp {
    public static let name = "Meditator"
    public static let showsSiriTips = true

    public static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        guard let name = try Account.signedInName(in: records) else {
            return AppScreen(title: "Meditator", emptyMessage: "Not signed in. Say “Sign in to Meditator”.", items: [])
        }
        let runs = try records.all(MeditationRun.self, in: MeditationRun.collection)
        let items = runs.reversed().map { run in
            AppScreen.Item(
                text: "\(run.date.formatted(.iso8601))  \(run.sessionName), \(Counting.of(run.minutes, "minute"))",
                fields: [
                    "date": .text(run.date.formatted(.iso8601)),
                    "session": .text(run.sessionID),
                    "minutes": .integer(run.minutes),
                ])
        }
        return AppScreen(title: "Meditator (\(name))", emptyMessage: "No meditations yet.", items: items)
    }
}
