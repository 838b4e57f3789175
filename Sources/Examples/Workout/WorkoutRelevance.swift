import Foundation
import HarkKit

/// Workout's whole list of relevant shortcuts, rebuilt from its records each time it changes:
/// the last workout again when you arrive at the gym, a workout at the places you saved, and
/// the workouts you planned.
///
/// Two choices here are the documented pitfalls, kept on purpose so Hark's warnings can be
/// seen: every gym is a location of one shortcut (more than one location), and a plan pairs
/// its day with a morning or evening situation (a time of day with a date).
enum WorkoutRelevance {
    static let gymRadius = 150.0

    static func shortcuts(from history: WorkoutHistory, now: Date) throws -> [RelevantShortcut] {
        var shortcuts: [RelevantShortcut] = []
        let usual = history.sessions.last?.activity
        if let usual {
            shortcuts.append(
                try RelevantShortcut(
                    intent: StartWorkout(activity: usual), title: "Start a \(usual.displayTitle)",
                    providers: [.dailyRoutine(.gym)]))
        }
        if !history.gyms.isEmpty {
            let activity = usual ?? .strength
            let regions = history.gyms.enumerated().map { offset, gym in
                RelevanceProvider.location(
                    Region(
                        center: Location(latitude: gym.latitude, longitude: gym.longitude), radius: gymRadius,
                        identifier: history.gyms.count == 1 ? "your gym" : "gym \(offset + 1)"))
            }
            shortcuts.append(
                try RelevantShortcut(
                    intent: StartWorkout(activity: activity), title: "Start a \(activity.displayTitle) at the gym",
                    providers: regions))
        }
        for plan in history.plans where plan.day.addingTimeInterval(86_400) > now {
            shortcuts.append(
                try RelevantShortcut(
                    intent: StartWorkout(activity: plan.activity), title: "Your planned \(plan.activity.displayTitle)",
                    providers: [
                        .date(start: plan.day, end: plan.day.addingTimeInterval(86_400)),
                        .dailyRoutine(plan.partOfDay.situation),
                    ]))
        }
        return shortcuts
    }

    /// Runs `change` (what the run writes), then sets the list anew from the records, but only
    /// when the change alters it: another workout like the last one sets nothing, as setting an
    /// unchanged list brings nothing (and would repeat its warnings).
    static func update(in context: IntentContext, after change: () throws -> Void) throws {
        let before = try shortcuts(from: WorkoutHistory(records: context.records), now: context.now)
        try change()
        let after = try shortcuts(from: WorkoutHistory(records: context.records), now: context.now)
        guard after.map(Sameness.init) != before.map(Sameness.init) else { return }
        try context.relevantShortcuts.set(after)
    }

    /// What makes two relevant shortcuts the same for the watch face.
    private struct Sameness: Equatable {
        let title: String
        let parameters: [String: AnswerValue]
        let providers: [RelevanceProvider]

        init(_ shortcut: RelevantShortcut) {
            title = shortcut.title
            parameters = shortcut.parameters
            providers = shortcut.providers
        }
    }
}
