/// A phrase of an intent, written with interpolations for the app's name and parameters.
///
///     let phrase: PhraseText<TrackIntake> = "Log \(\.$ounces) ounces in \(.applicationName)"
///     phrase.template   // "Log {ounces} ounces in {app}"
public struct PhraseText<I: Intent>: Sendable, ExpressibleByStringInterpolation {
    /// The phrase in template form: `{app}` for the app's name, `{name}` for a parameter.
    public let template: String

    public init(stringLiteral value: String) {
        template = value
    }

    public init(stringInterpolation: StringInterpolation) {
        template = stringInterpolation.template
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var template = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            template += literal
        }

        /// `\(.applicationName)`: the app's name.
        public mutating func appendInterpolation(_ token: PhraseToken) {
            template += "{app}"
        }

        /// `\(\.$ounces)`: a parameter, filled from the words said there.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<I, Parameter<Value>>) {
            let name = DeclaredParameters.name(of: keyPath, in: I.self) ?? "?"
            template += "{\(name)}"
        }
    }
}

/// Words a phrase can name that are not parameters.
public enum PhraseToken: Sendable {
    /// The app's name, or one of its synonyms.
    case applicationName
}
