/// A summary that depends on a parameter's value (App Intents' `When`): the Shortcuts editor
/// shows `then` while the condition holds, else `otherwise`. Hark keeps both sentences.
///
///     When(\.$allDay, .equalTo, true) {
///         Summary("Remind me of \(\.$text) all day")
///     } otherwise: {
///         Summary("Remind me of \(\.$text) at \(\.$hour)")
///     }
public struct When<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    /// The summary while the condition holds.
    public let then: Then
    /// The summary otherwise.
    public let otherwise: Otherwise

    /// A summary by how the parameter's value compares with `value`.
    public init<Value>(
        _ parameter: KeyPath<Intent, Parameter<Value>>, _ comparison: SummaryComparison, _ value: Value.ValueType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.then = then()
        self.otherwise = otherwise()
    }

    /// A summary by whether the parameter has a value.
    public init<Value>(
        _ parameter: KeyPath<Intent, Parameter<Value>>, _ comparison: SummaryValuePresence,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.then = then()
        self.otherwise = otherwise()
    }
}

/// How `When` compares a parameter's value.
public enum SummaryComparison: Sendable {
    /// The value is the one given.
    case equalTo
    /// The value is another.
    case notEqualTo
    /// The value is smaller.
    case lessThan
    /// The value is smaller or the same.
    case lessThanOrEqualTo
    /// The value is larger.
    case greaterThan
    /// The value is larger or the same.
    case greaterThanOrEqualTo
    /// The value contains the one given.
    case contains
}

/// Whether `When` asks for a value or none.
public enum SummaryValuePresence: Sendable {
    /// The parameter has a value.
    case hasAnyValue
    /// The parameter has none.
    case hasNoValue
}

/// A summary for each value of a parameter (App Intents' `Switch`, with `Case` and `DefaultCase`).
///
///     Switch(\.$mode) {
///         Case(.drive) { Summary("Drive there") }
///         DefaultCase { Summary("Go there by \(\.$mode)") }
///     }
public struct Switch<Intent: AppIntent, Value: IntentValue>: ParameterSummary {
    /// The summaries, by case; the default case's last.
    public let cases: [any ParameterSummary]

    /// A summary for each case of the parameter's value.
    public init(
        _ parameter: KeyPath<Intent, Parameter<Value>>,
        @SummaryCaseBuilder<Intent, Value> _ cases: () -> [any ParameterSummary]
    ) {
        self.cases = cases()
    }
}

/// The summary for one value of a `Switch`.
public struct Case<Intent: AppIntent, Value: IntentValue>: Sendable {
    let summary: any ParameterSummary

    /// The summary while the parameter is `value`.
    public init(_ value: Value.ValueType, @ParameterSummaryBuilder<Intent> _ summary: () -> some ParameterSummary) {
        self.summary = summary()
    }
}

/// The summary of a `Switch` for any other value.
public struct DefaultCase<Intent: AppIntent>: Sendable {
    let summary: any ParameterSummary

    /// The summary for any value no `Case` names.
    public init(@ParameterSummaryBuilder<Intent> _ summary: () -> some ParameterSummary) {
        self.summary = summary()
    }
}

/// Builds the cases of a `Switch`.
@resultBuilder
public enum SummaryCaseBuilder<Intent: AppIntent, Value: IntentValue> {
    /// One case.
    public static func buildExpression(_ part: Case<Intent, Value>) -> [any ParameterSummary] { [part.summary] }
    /// The default case.
    public static func buildExpression(_ part: DefaultCase<Intent>) -> [any ParameterSummary] { [part.summary] }
    /// The cases, in order.
    public static func buildBlock(_ parts: [any ParameterSummary]...) -> [any ParameterSummary] { parts.flatMap { $0 } }
}
