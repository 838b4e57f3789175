import HarkKit

/// Forgets what Workout taught Siri: its donations go, and its relevant shortcuts are emptied.
public struct ClearWorkoutSuggestions: Intent {
    public static let title = "Clear Workout Suggestions"
    /// Forgetting is not a habit worth suggesting.
    public static let isDiscoverable = false

    public init() {}

    /// Asks first, with a card of what would be forgotten.
    public func confirm(in context: IntentContext) -> ConfirmResult {
        let history = try? WorkoutHistory(records: context.records)
        let card = Snippet(
            title: "Workout will forget",
            rows: [
                Snippet.Row(label: "Workouts", value: "\(history?.sessions.count ?? 0)"),
                Snippet.Row(label: "Gyms", value: "\(history?.gyms.count ?? 0)"),
                Snippet.Row(label: "Plans", value: "\(history?.plans.count ?? 0)"),
            ])
        return .askUser("Forget your workout habits, gyms and plans for suggestions?", snippet: card)
    }

    public func handle(in context: IntentContext) throws -> IntentResult {
        try context.records.append(SuggestionsCleared(date: context.now), to: SuggestionsCleared.collection)
        try context.donations.deleteAll()
        try context.relevantShortcuts.set([])
        return .success("OK. Workout won't suggest anything until you work out again.")
    }
}
