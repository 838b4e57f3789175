import Foundation
import HarkKit

/// The Activity widget: a workout in progress matters for 45 minutes (score 60); from an hour
/// after its start the widget shows it as the last workout, with a zero score.
enum WorkoutWidget {
    static let inProgressScore = 60.0
    static let inProgressRelevance: TimeInterval = 45 * 60
    static let lastWorkoutAfter: TimeInterval = 60 * 60

    static let kind = WidgetKind(kind: "Activity", displayName: "Activity") { records, now in
        let sessions = try records.all(WorkoutSession.self, in: WorkoutSession.collection)
        return sessions.flatMap { session in
            let activity = session.activity.displayTitle
            return [
                TimelineEntry(
                    date: session.start, text: "\(activity) in progress",
                    relevance: TimelineEntryRelevance(score: inProgressScore, duration: inProgressRelevance)),
                TimelineEntry(
                    date: session.start.addingTimeInterval(lastWorkoutAfter), text: "last workout: \(activity)",
                    relevance: TimelineEntryRelevance(score: 0)),
            ]
        }
    }
}
