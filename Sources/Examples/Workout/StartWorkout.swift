import Foundation
import HarkKit

/// Starts a workout; afterwards, Workout suggests the same workout when you arrive at the gym.
public struct StartWorkout: Intent {
    public static let title = "Start Workout"

    @Parameter(title: "Activity", prompt: "Which workout?") var activity: WorkoutActivity?

    public init() {}

    init(activity: WorkoutActivity) {
        self.init()
        self.activity = activity
    }

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let activity else { return .failure("I need to know which workout to start.") }
        try WorkoutRelevance.update(in: context) {
            try context.records.append(WorkoutSession(activity: activity, start: context.now), to: WorkoutSession.collection)
        }
        return .success("OK. Your \(activity.displayTitle) has started. Have a good one!")
    }
}
