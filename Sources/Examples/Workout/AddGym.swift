import HarkKit

/// Saves where you are as a gym, so Workout suggests a workout there. Saving the same place
/// again is no habit worth suggesting, so it is not eligible for suggestions.
public struct AddGym: Intent {
    public static let title = "Add Gym"
    public static let isEligibleForSuggestions = false

    public init() {}

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let here = context.location else {
            return .failure("I don't know where you are, so I can't save it as your gym.")
        }
        let gyms = try context.records.all(Gym.self, in: Gym.collection)
        if gyms.contains(where: { $0.isNear(latitude: here.latitude, longitude: here.longitude) }) {
            return .success("This place is already one of your gyms.")
        }
        try WorkoutRelevance.update(in: context) {
            try context.records.append(
                Gym(latitude: here.latitude, longitude: here.longitude, date: context.now), to: Gym.collection)
        }
        return .success("OK. I saved this place as a gym; I'll suggest a workout when you're here.")
    }
}
