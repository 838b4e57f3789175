import Foundation
import HarkKit

/// Plans a workout for tomorrow morning or evening; Workout suggests it then.
public struct PlanWorkout: Intent {
    public static let title = "Plan Workout"

    @Parameter(title: "Activity", prompt: "Which workout?") var activity: WorkoutActivity?
    @Parameter(title: "Part of Day", prompt: "Morning or evening?") var partOfDay: PartOfDay?

    public init() {}

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let activity, let partOfDay else { return .failure("I need a workout and a part of the day.") }
        let today = Double(context.now.utcDay) * 86_400
        let tomorrow = Date(timeIntervalSince1970: today + 86_400)
        try WorkoutRelevance.update(in: context) {
            try context.records.append(
                WorkoutPlan(activity: activity, partOfDay: partOfDay, day: tomorrow, date: context.now),
                to: WorkoutPlan.collection)
        }
        return .success("OK. I planned a \(activity.displayTitle) for tomorrow \(partOfDay.displayTitle).")
    }
}
