/// A question that asks for what one of the named app's showing shortcuts shows: "How much have
/// I spent today in Wallet?" for "Show my spending in {app}", "What did I buy with my credit
/// card lately?" for "Show my {card} card purchases in {app}". Such a question runs nothing; it is
/// asked about ("Did you mean …?").
///
/// Only a question opened by a question word ("what", "how", "which", "when", "who", "whose",
/// "where") or a verb that opens a yes/no question ("is", "are", "am", "will", "do", "does"), first
/// or right after the app's name, that names the app, and only a shortcut
/// whose phrase shows (its verb is "show", or it is itself a question) and says one of the
/// question's content words that no other shortcut of the app says: the same word, a form of it
/// ("spent", "spending"), or a verb of a sense in common in WordNet ("buy", "purchases").
struct InformationQuestion {
    let registry: CompiledRegistry

    /// The candidate of the best-fitting such shortcut that `admits` allows, or nil. Only the
    /// named apps' showing templates that say a word of the question are aligned.
    func shortcut(asked analysis: UtteranceAnalysis, admitting admits: (MatchCandidate) -> Bool) -> MatchCandidate? {
        guard let (opening, next) = questionWord(of: analysis.heardWords), Self.openings.contains(opening),
            !Self.eventOpenings.contains(opening) || !(next.map { WordNetVerbs.shared?.isPastForm($0) == true } ?? false)
        else { return nil }
        let reading = UtteranceReading(analysis, registry: registry)
        let asked = contentWords(of: analysis.heardWords)
        guard !reading.whollyNamedApps.isEmpty, !asked.isEmpty else { return nil }
        var aligner = TemplateAligner(registry: registry, reading: reading)
        var best: MatchCandidate?
        for app in reading.whollyNamedApps {
            let templates = registry.apps[Int(app)].templates.map { (index: $0, template: registry.templates[Int($0)]) }
            var wordsByShortcut: [Int32: Set<String>] = [:]
            for (_, template) in templates { wordsByShortcut[template.shortcut, default: []].formUnion(words(of: template)) }
            for (index, template) in templates where shows(template) {
                let distinctive = words(of: template).filter { word in
                    !wordsByShortcut.contains { $0.key != template.shortcut && $0.value.contains(word) }
                }
                guard asked.contains(where: { word in distinctive.contains { Self.say(word, sameAs: $0) } }),
                    let alignment = aligner.align(index), !alignment.usedUnknownApp, admits(alignment.candidate),
                    alignment.candidate.score > best?.score ?? -1
                else { continue }
                best = alignment.candidate
            }
        }
        return best
    }

    /// The word the question opens with, first or right after the app's name ("Bookwise, when
    /// are my books due"), and the word after it.
    private func questionWord(of words: [String]) -> (String, String?)? {
        let start = registry.appNameLength(at: 0, in: words) ?? 0
        guard start < words.count else { return nil }
        return (words[start], start + 1 < words.count ? words[start + 1] : nil)
    }

    /// Whether the phrase shows something: its verb is "show", or it opens as a question does.
    private func shows(_ template: CompiledTemplate) -> Bool {
        guard let first = template.elements.first, case .word(let id, _) = first else { return false }
        let word = registry.words.text(of: id)
        if Self.openings.contains(word) { return true }
        guard template.leadingWord >= 0, case .word(let verb, _) = template.elements[template.leadingWord] else { return false }
        return registry.words.text(of: verb) == "show"
    }

    /// The phrase's own words, less small words and its verb "show".
    private func words(of template: CompiledTemplate) -> [String] {
        template.elements.compactMap { element in
            guard case .word(let id, _) = element else { return nil }
            let word = registry.words.text(of: id)
            return SmallWords.contains(word) || word == "show" || Self.asking.contains(word) ? nil : word
        }
    }

    /// The words of the question that say what it is about: not small words, question words,
    /// auxiliaries, pronouns, times or the app's name.
    private func contentWords(of words: [String]) -> [String] {
        words.filter { word in
            !SmallWords.contains(word) && !Self.asking.contains(word) && !["app", "application"].contains(word)
                && registry.appNameLength(at: 0, in: [word]) == nil
        }
    }

    /// Whether two words say the same: equal, forms of one lemma, or verbs sharing a sense.
    private static func say(_ word: String, sameAs other: String) -> Bool {
        if word == other { return true }
        return WordNetVerbs.shared?.sharesSense(word, other) ?? false
    }

    private static let openings: Set<String> = [
        "what", "how", "which", "when", "who", "whose", "where", "is", "are", "am", "will", "do", "does",
    ]
    /// Question words that ask after one event: said of the past ("When was the last club
    /// night", "who won lot 88"), they ask what happened, not what a shortcut shows.
    private static let eventOpenings: Set<String> = ["when", "who", "whose", "where"]
    private static let asking: Set<String> = [
        "what", "how", "which", "when", "who", "whose", "where", "much", "many", "did", "do", "does", "have", "has",
        "had", "is", "are", "was", "were", "i", "we", "you", "been", "today", "lately", "recently", "so", "far",
        "week", "month", "year", "last", "ever", "all", "there", "any", "can", "could", "would", "will", "tell",
    ]
}
