/// Results that open another intent, as App Intents writes them: once the person has heard the
/// first intent's dialog, the opened one runs, asking for what it still needs.
///
///     return .result(opensIntent: OpenCafe(cafe: cafe), dialog: "Here's \(cafe).")
extension IntentResult {
    /// A result that opens `intent`, saying `dialog` first when given.
    public static func result(opensIntent intent: some AppIntent, dialog: IntentDialog? = nil) -> Self
    where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, snippet: nil, opensIntent: intent)
    }

    /// A result that returns `value` and opens `intent`, saying `dialog` first when given.
    public static func result<Value>(value: Value, opensIntent intent: some AppIntent, dialog: IntentDialog? = nil) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, snippet: nil, opensIntent: intent)
    }
}
