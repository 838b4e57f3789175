/// A request for what the clauses around it told: "I rode Maple for half an hour this morning,
/// log it in Canterra", "we've got 3 plumbers in today, log it in Rebarra". The request says its
/// verb and "it", "that", "this" or "them" for what it acts on; the story says which of the
/// shortcuts near the request it is, by a word of that shortcut's phrases in any form ("rode" for
/// "Log a ride") or by a value of it ("plumbers"). Asked about ("Did you mean …?"), never run,
/// with the values the story says.
struct ToldThing {
    let registry: CompiledRegistry

    /// The one shortcut the story tells of, among the alignments of the request worth asking
    /// about, filled by `filling` with the values the story says; nil when the request does not
    /// point back, or the story tells of none or of several.
    func shortcut(
        requested analysis: UtteranceAnalysis, _ alignments: [Alignment], saidIn clauses: [[String]],
        filling: (MatchCandidate) -> MatchCandidate
    ) -> MatchCandidate? {
        guard analysis.notACommand == nil, !analysis.contextClauses.isEmpty, pointsBack(analysis.tokens),
            let top = alignments.first?.candidate.score
        else { return nil }
        let check = VerbCheck(registry: registry)
        let story = storyForms(of: analysis.context)
        let told = alignments.filter {
            !$0.usedUnknownApp && $0.namesOwnApp && $0.candidate.score >= MatchCosts.askScore
                && $0.candidate.score >= top - MatchCosts.askMargin
        }.compactMap { alignment -> MatchCandidate? in
            let filled = filling(alignment.candidate)
            let saysValue = filled.slots.count > alignment.candidate.slots.count
            let topic = registry.shortcutWords(of: registry.templates[alignment.candidate.templateIndex], besidesVerbs: true)
            guard saysValue || topic.contains(where: story.contains),
                !check.namesAnotherAction(analysis, alignment.candidate, saidIn: clauses)
            else { return nil }
            var asked = filled
            asked.askedBecause = .pointsToStory
            return asked
        }
        guard let first = told.first, told.allSatisfy({ $0.shortcutID == first.shortcutID }) else { return nil }
        return first
    }

    /// Whether the request's object is a word pointing back, right after its verb or its
    /// verb's first word ("log it", "tick it off", "put that in", "add them to").
    private func pointsBack(_ tokens: [String]) -> Bool {
        guard let first = tokens.first, !Self.pointers.contains(first) else { return false }
        return tokens.dropFirst().prefix(2).contains { Self.pointers.contains($0) }
    }

    /// The words of the story and every lemma WordNet gives them as nouns or verbs ("rode" →
    /// "ride", "plumbers" → "plumber").
    private func storyForms(of words: [String]) -> Set<String> {
        var forms = Set(words)
        for word in words where !SmallWords.contains(word) {
            forms.formUnion(WordNetVerbs.shared?.lemmas(of: word) ?? [])
            forms.formUnion(WordNetNouns.shared?.lemmas(of: word) ?? [])
        }
        return forms
    }

    private static let pointers: Set<String> = ["it", "that", "this", "them"]
}
