import HarkKit

/// Forgets what Workout taught Siri: its donations go, and its relevant shortcuts are emptied.
public struct ClearWorkoutSuggestions: Intent {
    public static let title = "Clear Workout Suggestions"
    public static let isConsequential = true
    /// Forgetting is not a habit worth suggesting.
    public static let isDiscoverable = false

    public init() {}

    public func confirm(in context: IntentContext) -> ConfirmResult {
        .askUser("Forget your workout habits, gyms and plans for suggestions?")
    }

    public func handle(in context: IntentContext) throws -> IntentResult {
        try context.records.append(SuggestionsCleared(date: context.now), to: SuggestionsCleared.collection)
        try context.donations.deleteAll()
        try context.relevantShortcuts.set([])
        return .success("OK. Workout won't suggest anything until you work out again.")
    }
}
