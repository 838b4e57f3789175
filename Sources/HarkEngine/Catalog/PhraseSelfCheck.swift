/// A declared phrase that, said word for word, does not run its own shortcut.
public struct UnmatchedPhrase: Sendable, Equatable {
    /// The phrase said with sample values, as a person would.
    public let utterance: String
    /// The phrase as declared.
    public let phrase: String
    /// What Hark decided instead ("no match", "ambiguous", …).
    public let decision: String
}

extension Session {
    /// Every phrase of the installed apps said word for word, with values its slots take, and
    /// the ones that do not run their own shortcut (exact first says they always should).
    ///
    ///     session.unmatchedPhrases()   // [] when each phrase runs what it declares
    public func unmatchedPhrases() -> [UnmatchedPhrase] {
        index.templates.compactMap { template in
            let said = ExampleUtterances.example(template, ranges: index.wholeNumberRanges(of: template.shortcutID))
            let decision = index.matcher.decide(said)
            if case .matched(let candidate) = decision, candidate.shortcutID == template.shortcutID { return nil }
            return UnmatchedPhrase(utterance: said, phrase: template.text, decision: decision.name)
        }
    }
}
