/// Phrases that must not run any of the app's shortcuts though they sound like them (iOS 17):
/// Hark refuses such a request rather than running the nearest phrase.
///
///     static var negativePhrases: NegativeAppShortcutPhrases {
///         NegativeAppShortcutPhrases { "Stop a run in \(.applicationName)" }
///     }
public struct NegativeAppShortcutPhrases: Sendable {
    /// The phrases.
    public let phrases: [NegativeAppShortcutPhrase]

    /// These phrases.
    public init(phrases: [NegativeAppShortcutPhrase]) {
        self.phrases = phrases
    }

    /// The phrases of a body, one a line.
    public init(@NegativePhrasesBuilder _ phrases: () -> [NegativeAppShortcutPhrase]) {
        self.phrases = phrases()
    }
}

/// One phrase that must not run the app's shortcuts, `{app}` where the app's name goes.
public struct NegativeAppShortcutPhrase: Sendable, ExpressibleByStringInterpolation {
    /// The phrase in template form (`Stop a run in {app}`).
    public let template: String

    /// A phrase from its text.
    public init(_ phraseKey: String) {
        template = phraseKey
    }

    public init(stringLiteral value: String) {
        template = value
    }

    public init(stringInterpolation: StringInterpolation) {
        template = stringInterpolation.template
    }

    /// Builds the phrase from literals and the app's name.
    public struct StringInterpolation: StringInterpolationProtocol {
        var template = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { template += literal }

        /// `\(.applicationName)`: the app's name.
        public mutating func appendInterpolation(_ token: PhraseToken) { template += "{app}" }
    }
}

/// Builds a list of negative phrases.
@resultBuilder
public enum NegativePhrasesBuilder {
    /// One phrase.
    public static func buildExpression(_ phrase: NegativeAppShortcutPhrase) -> [NegativeAppShortcutPhrase] { [phrase] }
    /// The phrases of a body, in order.
    public static func buildBlock(_ parts: [NegativeAppShortcutPhrase]...) -> [NegativeAppShortcutPhrase] {
        parts.flatMap { $0 }
    }
}

extension AppShortcutsProvider {
    /// Default: none.
    public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: []) }
}
