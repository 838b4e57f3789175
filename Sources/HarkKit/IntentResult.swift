/// What running an intent produced. App Intents' result protocols say what a result carries:
/// a dialog (`ProvidesDialog`), a value (`ReturnsValue`), a card (`ShowsSnippetView`).
///
///     func perform() async throws -> some IntentResult & ProvidesDialog {
///         .result(dialog: "Okay, starting a meditation session.")
///     }
public protocol IntentResult: Sendable {}

/// A result that speaks a dialog.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a card (a snippet view; here a text card, see `SnippetView`).
public protocol ShowsSnippetView: IntentResult {}

/// A result that opens another intent once the person has heard it (`.result(opensIntent:)`).
public protocol OpensIntent: IntentResult {}

/// A result that hands a value back (to a shortcut that runs the intent).
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value returned.
    associatedtype Value
}

/// The result `perform` returns, made with `.result(...)`: an optional value, dialog and card.
public struct IntentResultContainer<Value: Sendable>: ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent {
    /// The value returned, if any.
    public let value: Value?
    /// What Hark says, if anything.
    public let dialog: IntentDialog?
    /// The card shown, if any.
    public let snippet: Snippet?
    /// The intent that runs next, if any.
    public let opensIntent: (any AppIntent)?

    init(value: Value?, dialog: IntentDialog?, snippet: Snippet?, opensIntent: (any AppIntent)? = nil) {
        self.value = value
        self.dialog = dialog
        self.snippet = snippet
        self.opensIntent = opensIntent
    }
}

extension IntentResult {
    /// A result that says "Done."
    public static func result() -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, snippet: nil)
    }

    /// A result that says `dialog`.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, snippet: nil)
    }

    /// A result that shows a card.
    public static func result(view: some SnippetView) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, snippet: view.body)
    }

    /// A result that says `dialog` and shows a card.
    public static func result(dialog: IntentDialog, view: some SnippetView) -> Self
    where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, snippet: view.body)
    }

    /// A result that returns `value` (and says it).
    public static func result<Value>(value: Value) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: nil, snippet: nil)
    }

    /// A result that returns `value` and says `dialog`.
    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, snippet: nil)
    }

    /// A result that returns `value`, says `dialog` and shows a card.
    public static func result<Value>(value: Value, dialog: IntentDialog, view: some SnippetView) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, snippet: view.body)
    }
}

/// A snippet view: Hark shows results as text, so a view's body is a card of rows. Code that
/// also builds for Apple platforms keeps its SwiftUI view behind `#if canImport(SwiftUI)` and
/// gives Hark one of these.
///
///     struct SessionSnippetView: SnippetView {
///         let session: MeditationSession
///         var body: Snippet { Snippet(title: session.name, rows: [.init(label: "Length", value: "10 minutes")]) }
///     }
public protocol SnippetView: Sendable {
    /// The card Hark shows.
    var body: Snippet { get }
}

extension Snippet: SnippetView {
    /// The card itself.
    public var body: Snippet { self }
}

/// What a result says and shows, as Hark reads any `IntentResult`.
public struct ResultContents: Sendable {
    /// False for a handle step's `.failure`: nothing it wrote is kept.
    public let succeeded: Bool
    /// What Hark says, if anything.
    public let dialog: Dialog?
    /// The card shown, if any.
    public let snippet: Snippet?
    /// The value returned (`ReturnsValue`), said when there is no dialog.
    public let value: (any Sendable)?
    /// The intent to run next (`OpensIntent`).
    public var opensIntent: (any AppIntent)? = nil
}

/// A result type that tells Hark its contents.
protocol ContentsReadable {
    var contents: ResultContents { get }
}

extension IntentResult {
    /// What Hark says and shows for this result; a result of another type says nothing.
    public var contents: ResultContents {
        (self as? any ContentsReadable)?.contents ?? ResultContents(succeeded: true, dialog: nil, snippet: nil, value: nil)
    }
}

extension IntentResultContainer: ContentsReadable {
    var contents: ResultContents {
        ResultContents(succeeded: true, dialog: dialog, snippet: snippet, value: value, opensIntent: opensIntent)
    }
}

extension HandleResult: ContentsReadable {
    var contents: ResultContents {
        ResultContents(succeeded: outcome == .success, dialog: dialog, snippet: snippet, value: nil)
    }
}
