/// The results App Intents writes with a view builder (`.result(dialog: "…") { OrderView() }`)
/// and the value-with-a-card ones; here the view is a `SnippetView`.
extension IntentResult {
    /// A result that shows the card `content` makes.
    public static func result(content: () -> some SnippetView) -> Self where Self == IntentResultContainer<Never> {
        result(view: content())
    }

    /// A result that says `dialog` and shows the card `content` makes.
    public static func result(dialog: IntentDialog, content: () -> some SnippetView) -> Self
    where Self == IntentResultContainer<Never> {
        result(dialog: dialog, view: content())
    }

    /// A result that returns `value` and shows a card.
    public static func result<Value>(value: Value, view: some SnippetView) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: nil, snippet: view.body)
    }

    /// A result that returns `value`, says `dialog` and shows the card `content` makes.
    public static func result<Value>(value: Value, dialog: IntentDialog, content: () -> some SnippetView) -> Self
    where Self == IntentResultContainer<Value> {
        result(value: value, dialog: dialog, view: content())
    }
}
