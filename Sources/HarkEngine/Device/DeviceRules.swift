import HarkKit

/// Where Hark understands more than Siri on a device, and how to match as a device would.
///
/// Hark is lenient on purpose: a phrase may hold a number (`{ounces}`), and an App Shortcut
/// said without its app's name, or with a typo in it, may still run. A device allows only
/// AppEnum and AppEntity parameters in phrases, and runs an App Shortcut only when the app's
/// name is said. With `@device strict` (`--device strict`), the phrase index leaves out phrases
/// with a number (`PhraseIndex`) and the matcher's candidates are filtered by the app's name
/// before Hark decides, so a transcript can prove a flow works on a phone.
///
///     DeviceRules.decide("Log 8 ounces of water in Hydrator", in: index)   // .noMatch: a number phrase
enum DeviceRules {
    /// How many of the matcher's candidates the strict decision looks at.
    private static let candidateLimit = 50

    /// The matcher's decision, keeping only what a device would accept: user shortcuts, and
    /// App Shortcut phrases without number slots said with the app's name (or a synonym) exactly.
    /// The nearest phrases of a no-match are the matcher's, as examples that name the app.
    static func decide(_ text: String, in index: PhraseIndex) -> MatchDecision {
        let said = TextNormalizer.tokens(text)
        let candidates = index.matcher.candidates(for: text, limit: candidateLimit)
        let allowed = candidates.filter { accepts($0, said: said, in: index) }
        guard let best = allowed.first, best.score >= MatchCosts.acceptScore else {
            return .noMatch(nearest: Array(candidates.filter { index.templates[$0.templateIndex].mentionsApp }.prefix(3)))
        }
        let rivals = allowed.dropFirst().filter {
            $0.shortcutID != best.shortcutID && $0.score >= best.score - MatchCosts.ambiguityMargin
        }
        return rivals.isEmpty ? .matched(best) : .ambiguous([best] + rivals)
    }

    private static func accepts(_ candidate: MatchCandidate, said: [String], in index: PhraseIndex) -> Bool {
        if case .userShortcut? = index.target(of: candidate.shortcutID) { return true }
        let template = index.templates[candidate.templateIndex]
        if template.slots.values.contains(.number) { return false }
        let names = [template.appName] + template.appSynonyms
        return names.contains { name in contains(said, TextNormalizer.tokens(name)) }
    }

    private static func contains(_ words: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, words.count >= run.count else { return false }
        return (0...(words.count - run.count)).contains { Array(words[$0..<($0 + run.count)]) == run }
    }
}
