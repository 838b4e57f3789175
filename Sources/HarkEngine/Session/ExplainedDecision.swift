/// `Session.decide(_:)`: what a person would take an utterance to mean, with the phrases involved.
public enum ExplainedDecision: Sendable, Hashable {
    /// One shortcut is clearly meant: the best score is at least `acceptScore` and no other
    /// shortcut comes within `ambiguityMargin` of it.
    case matched(MatchExplanation)
    /// Two or more shortcuts fit about equally well (best first); Hark asks "Did you mean …?".
    case ambiguous([MatchExplanation])
    /// A consequential shortcut fits with some tolerance; Hark asks "Did you mean …?" with its phrase.
    case confirm(MatchExplanation)
    /// Negation, a question, the past or a hypothetical about a shortcut; Hark runs nothing.
    case notACommand(NotACommand, about: MatchExplanation)
    /// Nothing fits well enough; the nearest phrases (up to three, best first) Hark offers instead.
    case noMatch(nearest: [MatchExplanation])

    /// `matched`, `ambiguous`, `confirm`, `not a command` or `no match`.
    public var name: String {
        switch self {
        case .matched: "matched"
        case .ambiguous: "ambiguous"
        case .confirm: "confirm"
        case .notACommand: "not a command"
        case .noMatch: "no match"
        }
    }

    /// The least score the matcher acts on.
    public static let acceptScore = MatchCosts.acceptScore
    /// Shortcuts scoring within this of the best one are as good as it.
    public static let ambiguityMargin = MatchCosts.ambiguityMargin
}
