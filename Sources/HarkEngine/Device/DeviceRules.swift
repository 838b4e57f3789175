import HarkKit

/// Where Hark understands more than Siri on a device, and how to match as a device would.
///
/// Hark is lenient on purpose: a phrase may hold a number (`{ounces}`) or a date, and an App
/// Shortcut said without its app's name, or with a typo in it or in a phrase's word, may still
/// run. A device allows only AppEnum and AppEntity parameters in phrases, and runs an App
/// Shortcut only when the app's name is said. With `@device strict` (`--device strict`), the
/// phrase index leaves out phrases with a number or a date (`PhraseIndex`), and the matcher's
/// candidates are kept only when the app's name and every word of the phrase but the small ones
/// were said as written, before Hark decides, so a transcript can prove a flow works on a phone.
///
///     DeviceRules.understand("Log 8 ounces of water in Hydrator", in: index).decision   // .noMatch: a number phrase
enum DeviceRules {
    /// How many of the matcher's candidates a no-match looks at for phrases to name.
    private static let candidateLimit = 50

    /// The matcher's understanding, deciding only among what a device would accept: user
    /// shortcuts, and App Shortcut phrases said with the app's name (or a synonym) and the
    /// phrase's words exactly. Negations, questions and the past are read as the matcher reads them.
    static func understand(_ text: String, in index: PhraseIndex) -> (analysis: UtteranceAnalysis, decision: MatchDecision) {
        let said = TextNormalizer.tokens(text)
        let (analysis, decision) = index.matcher.understand(text, admitting: { accepts($0, said: said, in: index) })
        guard case .noMatch = decision else { return (analysis, decision) }
        // The nearest phrases are the matcher's, as examples that name the app.
        let nearest = index.matcher.candidates(for: text, limit: candidateLimit)
            .filter { index.templates[$0.templateIndex].mentionsApp }
        return (analysis, .noMatch(nearest: Array(nearest.prefix(3))))
    }

    private static func accepts(_ candidate: MatchCandidate, said: [String], in index: PhraseIndex) -> Bool {
        if case .userShortcut? = index.target(of: candidate.shortcutID) { return true }
        let template = index.templates[candidate.templateIndex]
        let names = [template.appName] + template.appSynonyms
        return names.contains { name in contains(said, TextNormalizer.tokens(name)) } && saysEveryWord(of: template, said)
    }

    /// Whether every word of the phrase outside its slots, but the small ones ("a", "in"), was
    /// said as written: a device does not forgive "Strat" for "Start".
    private static func saysEveryWord(of template: PhraseTemplate, _ said: [String]) -> Bool {
        let saidWords = Set(said)
        return PhrasePieces.split(template.text).allSatisfy { piece in
            guard case .literal(let text) = piece else { return true }
            return TextNormalizer.tokens(text, strippingPoliteness: false).allSatisfy { SmallWords.contains($0) || saidWords.contains($0) }
        }
    }

    private static func contains(_ words: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, words.count >= run.count else { return false }
        return (0...(words.count - run.count)).contains { Array(words[$0..<($0 + run.count)]) == run }
    }
}
