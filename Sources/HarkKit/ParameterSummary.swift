/// How the Shortcuts app shows an intent's parameters as a sentence (App Intents'
/// `parameterSummary`). Hark has no editor to show it in, so it keeps the sentence only; it
/// compiles as App Intents code writes it.
///
///     static var parameterSummary: some ParameterSummary {
///         Summary("Order \(\.$drinks)")
///     }
public protocol ParameterSummary: Sendable {}

/// A summary sentence with the intent's parameters in it.
public struct Summary<Intent: AppIntent>: ParameterSummary, ExpressibleByStringInterpolation {
    /// The sentence, with `${name}` where a parameter goes.
    public let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// A sentence and the other parameters the editor lists under it.
    public init(_ summary: Summary, @ParameterListBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
        text = summary.text
        _ = table()
    }

    /// Builds the sentence from literals and parameter key paths.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// A parameter of the intent (`\(\.$drinks)`), by its name.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) {
            text += "${\(DeclaredParameters.name(of: parameter, in: Intent.self) ?? "?")}"
        }
    }
}

/// The summary an intent has when it declares none.
public struct NoParameterSummary: ParameterSummary {}

/// Builds an intent's `parameterSummary`, so `\.$name` knows its intent.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A summary sentence.
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    /// A summary by a condition.
    public static func buildExpression<Then, Otherwise>(_ summary: When<Intent, Then, Otherwise>) -> When<Intent, Then, Otherwise> {
        summary
    }
    /// A summary by the cases of a value.
    public static func buildExpression<Value>(_ summary: Switch<Intent, Value>) -> Switch<Intent, Value> { summary }
    /// The one summary of the body.
    public static func buildBlock<Content: ParameterSummary>(_ summary: Content) -> Content { summary }
}

/// Builds the list of parameters shown under a summary sentence.
@resultBuilder
public enum ParameterListBuilder<Intent: AppIntent> {
    /// One parameter.
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) -> [PartialKeyPath<Intent>] {
        [parameter]
    }
    /// The parameters, in order.
    public static func buildBlock(_ parameters: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
        parameters.flatMap { $0 }
    }
}
