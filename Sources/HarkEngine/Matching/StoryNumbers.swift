/// A bare number said in a story clause of its own is the story's, not a value of the request
/// heard across the whole utterance: "Log the high temperature in Pluvio, he turned 9" logs no
/// 9 degrees. The clauses-apart reading already reads context so (`fillingFromContext`); this
/// holds the reading of the whole utterance to the same rule.
struct StoryNumbers {
    let registry: CompiledRegistry

    /// `candidate` without the numbers it took, for slots its phrase has no place for, from a
    /// clause of `clauses` that says none of the phrase's words but small ones, no other value
    /// and no app's name, where the number has neither a unit (a currency too) nor its
    /// parameter's word beside it nor "to" before it at the clause's end, and two words or more
    /// besides it, courtesy and the other numbers taken tell a story.
    func withoutStoryNumbers(_ candidate: MatchCandidate, in clauses: [[String]]) -> MatchCandidate {
        guard clauses.count > 1 else { return candidate }
        let template = registry.templates[candidate.templateIndex]
        var phraseWords: Set<String> = []
        var placed: Set<String> = []
        for element in template.elements {
            switch element {
            case .word(let id, _):
                // "in" of "… in {app}" is said in stories too ("I'm in room 204").
                let word = registry.words.text(of: id)
                if !SmallWords.contains(word) { phraseWords.insert(word) }
            case .slot(let name, _): placed.insert(name)
            default: break
            }
        }
        // The words of the other values said ("french sticks"): a clause holding one is the request's.
        let otherValues = candidate.saidAs.compactMap { name, said -> [String]? in
            guard case .number = candidate.slots[name] else { return said.split(separator: " ").map(String.init) }
            return nil
        }
        var kept = candidate
        for (name, fill) in candidate.slots where !placed.contains(name) {
            guard case .number = fill, let said = candidate.saidAs[name] else { continue }
            let words = said.split(separator: " ").map(String.init)
            let holding = clauses.filter { Self.position(of: words, in: $0) != nil }
            // The words of the other numbers taken ("8 am to 6 pm" holds the end's "6 pm").
            let otherNumbers = Set(candidate.saidAs.filter { $0.key != name }.flatMap { other -> [String] in
                guard case .number = candidate.slots[other.key] else { return [] }
                return other.value.split(separator: " ").map(String.init)
            })
            guard holding.count == 1, let clause = holding.first, let start = Self.position(of: words, in: clause),
                isStory(clause, aroundNumberAt: start, length: words.count, for: name, phraseWords: phraseWords,
                    values: otherValues, numbers: otherNumbers, in: template)
            else { continue }
            kept.slots[name] = nil
            kept.saidAs[name] = nil
        }
        return kept
    }

    /// Whether the number at `start` in `clause` is the story's (see `withoutStoryNumbers`).
    private func isStory(
        _ clause: [String], aroundNumberAt start: Int, length: Int, for name: String, phraseWords: Set<String>,
        values: [[String]], numbers: Set<String>, in template: CompiledTemplate
    ) -> Bool {
        let end = start + length
        if clause.contains(where: phraseWords.contains) { return false }
        if values.contains(where: { Self.position(of: $0, in: clause) != nil }) { return false }
        if clause.indices.contains(where: { registry.appNameLength(at: $0, in: clause) != nil }) { return false }
        let loose = template.looseValues
        // The words said with the number, and the one after them: "45 dollars", "9 degrees".
        let measured = clause[(start + 1)..<min(end + 1, clause.count)].contains { word in
            UnitWords.isUnit(word) || Prices.isCurrency(word) || loose.names(UnitWords.canonical(word), name)
        }
        if measured { return false }
        if start > 0, loose.names(clause[start - 1], name) || (clause[start - 1] == "to" && end == clause.count) { return false }
        let others = Politeness.strip(Array(clause[..<start]) + Array(clause[end...])).filter { !numbers.contains($0) }
        return others.count >= 2
    }

    /// Where `words` first occur in `clause`, in a row.
    private static func position(of words: [String], in clause: [String]) -> Int? {
        guard !words.isEmpty, words.count <= clause.count else { return nil }
        return (0...(clause.count - words.count)).first { clause[$0..<($0 + words.count)].elementsEqual(words) }
    }
}
