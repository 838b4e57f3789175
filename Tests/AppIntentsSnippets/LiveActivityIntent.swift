import HarkKit

struct StartWorkout: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Workout"
    func perform() async throws -> some IntentResult {
        .result()
    }
}
