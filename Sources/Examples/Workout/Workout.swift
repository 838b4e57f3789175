import Foundation
import HarkKit

/// A sample app for relevance: start a workout, and it is suggested again when you arrive at the gym.
public enum Workout: HarkApp {
    public static let name = "Workout"

    public static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(
                intent: StartWorkout.self,
                phrases: [
                    "Start a \(\.$activity) in \(.applicationName)",
                    "Begin a \(\.$activity) in \(.applicationName)",
                    "Start a workout in \(.applicationName)",
                ],
                shortTitle: "Start a Workout"),
            AppShortcut(
                intent: AddGym.self,
                phrases: ["This is my gym in \(.applicationName)", "Add this place as a gym in \(.applicationName)"]),
            AppShortcut(
                intent: PlanWorkout.self,
                phrases: [
                    "Plan a \(\.$activity) for tomorrow \(\.$partOfDay) in \(.applicationName)",
                    "Plan a workout in \(.applicationName)",
                ]),
            AppShortcut(
                intent: ClearWorkoutSuggestions.self, phrases: ["Clear my workout suggestions in \(.applicationName)"]),
        ]
    }

    public static var widgets: [WidgetKind] { [WorkoutWidget.kind] }

    public static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        let sessions = try records.all(WorkoutSession.self, in: WorkoutSession.collection)
        let items = sessions.reversed().map { session in
            AppScreen.Item(
                text: "\(session.start.formatted(.iso8601))  \(session.activity.displayTitle)",
                fields: ["start": .text(session.start.formatted(.iso8601)), "activity": .text(session.activity.rawValue)])
        }
        return AppScreen(title: "Workout", emptyMessage: "No workouts yet.", items: items)
    }
}
