/// `Session.decide(_:)`: what a person would take an utterance to mean, with the phrases involved.
public typealias ExplainedDecision = Decision<MatchExplanation>

extension Decision where Candidate == MatchExplanation {
    /// The least score the matcher acts on.
    public static var acceptScore: Double { MatchCosts.acceptScore }
    /// Shortcuts scoring within this of the best one are as good as it.
    public static var ambiguityMargin: Double { MatchCosts.ambiguityMargin }
}
