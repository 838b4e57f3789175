import Foundation
import HarkKit

/// The meditation app of Apple's App Shortcuts session: sessions are entities, and a session
/// added at run time can be named in a phrase once the app has told Hark.
public enum Meditator: HarkApp {
    public static let name = "Meditator"
    public static let showsSiriTips = true

    public static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(
                intent: StartMeditation.self,
                phrases: [
                    "Start a \(\.$session) session in \(.applicationName)",
                    "Start a \(\.$session) meditation in \(.applicationName)",
                    "Start a \(\.$minutes) minute \(\.$session) session in \(.applicationName)",
                    "Start a meditation in \(.applicationName)",
                    "Meditate with \(.applicationName)",
                    "Meditate for \(\.$minutes) minutes with \(.applicationName)",
                ],
                shortTitle: "Start a Session"),
            AppShortcut(
                intent: AddSession.self,
                phrases: ["Add a session in \(.applicationName)", "Create a session in \(.applicationName)"],
                shortTitle: "Add a Session"),
            AppShortcut(
                intent: RemoveSession.self,
                phrases: ["Remove a session in \(.applicationName)", "Delete a session in \(.applicationName)"],
                shortTitle: "Remove a Session"),
            AppShortcut(
                intent: ShowStats.self,
                phrases: ["Show my stats in \(.applicationName)", "How much have I meditated in \(.applicationName)"],
                shortTitle: "Show My Stats"),
            AppShortcut(
                intent: SignIn.self,
                phrases: ["Sign in to \(.applicationName)", "Log in to \(.applicationName)"]),
            AppShortcut(
                intent: SignOut.self,
                phrases: ["Sign out of \(.applicationName)", "Log out of \(.applicationName)"]),
        ]
    }

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
