import Foundation

/// What a request's phrase names, described in the clause after it: "report a problem in Tondeo,
/// the mower won't leave the dock" says the problem, "add a stain note: red wine on the cuff" the
/// stain. The clause, as written, fills the intent's one text parameter no phrase places when the
/// request said the phrase's word for it and left it empty, the clause is the only one after the
/// request (the app's name and courtesy aside) and it says three words or more. A word for a
/// person is never described so ("add a guest, she's my cousin" names nobody), and an opening
/// that names the parameter is no part of it ("…, the code is VX4471").
struct TextAfterRequest {
    let registry: CompiledRegistry

    /// `candidate` with its text parameter filled from the clause after its request, or as it is.
    func filling(_ candidate: MatchCandidate, clauses: [[String]], utterance: String) -> MatchCandidate {
        let template = registry.templates[candidate.templateIndex]
        let loose = template.looseValues
        guard let name = loose.onlyTextParameter, candidate.slots[name] == nil else { return candidate }
        let naming = Set(template.textPlaces.compactMap { position, named -> String? in
            guard named == name, case .word(let id, _) = template.elements[position] else { return nil }
            return registry.words.text(of: id)
        })
        guard !naming.isEmpty, !naming.contains(where: { WordNetNouns.shared?.countsPersons($0) == true }),
            let request = clauses.firstIndex(where: { $0.contains(where: naming.contains) })
        else { return candidate }
        let after = clauses.indices.dropFirst(request + 1).filter { !saysOnlyAppOrCourtesy(clauses[$0]) }
        guard after.count == 1, let described = after.first, Politeness.strip(clauses[described]).count >= 3,
            let written = piece(described, of: clauses, in: utterance)
        else { return candidate }
        let value = withoutNaming(written, in: loose)
        var filled = candidate
        filled.slots[name] = .text(value)
        // The clause's words as read, so its numbers are claimed as said for the text.
        filled.saidAs[name] = clauses[described].joined(separator: " ")
        return filled
    }

    /// `written` without an opening that names the parameter ("the code is VX4471" is VX4471).
    private func withoutNaming(_ written: String, in loose: LooseValues) -> String {
        let words = written.split(separator: " ")
        guard words.count > 3, Self.determiners.contains(words[0].lowercased()),
            loose.textParameter(namedBy: words[1].lowercased()) != nil, Self.copulas.contains(words[2].lowercased())
        else { return written }
        return words.dropFirst(3).joined(separator: " ")
    }

    private static let determiners: Set<String> = ["the", "my", "our", "its"]
    private static let copulas: Set<String> = ["is", "was", "reads", "says"]

    /// Whether `clause` says nothing but an app's name and courtesy ("…, Tondeo", "…, thanks").
    private func saysOnlyAppOrCourtesy(_ clause: [String]) -> Bool {
        Politeness.strip(clause).isEmpty || UtteranceAnalyser(registry: registry).isAddress(clause)
    }

    /// Clause `index` as written in `utterance`, where each clause is a piece between marks
    /// ("so", "then" or "but" cut none of them).
    private func piece(_ index: Int, of clauses: [[String]], in utterance: String) -> String? {
        let pieces = UtteranceAnalyser.pieces(of: UtteranceReading.bounded(utterance))
            .filter { !TextNormalizer.words(of: $0).isEmpty }
        guard pieces.count == clauses.count else { return nil }
        return pieces[index].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
