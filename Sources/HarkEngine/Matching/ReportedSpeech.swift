/// A request told as what someone else said or wants: "my doctor told me to log my pulse",
/// "the nurse says I should book a check-up", "log 8 ounces of water, said my wife". The person
/// may pass it on to be done or only be telling it, so a request that would run is asked about
/// first. A reason said in a clause of its own ("the nurse told me to keep track, so log …") is
/// no such telling: the request after it is the person's own.
struct ReportedSpeech {
    let registry: CompiledRegistry

    /// Whether `clauses` tell their request as someone else's: the first opens with a teller and
    /// a verb of saying or wanting before the request (and no later one draws a consequence of
    /// it: "…, so log …"), or the last only says who said it.
    func tellsRequestOfSomeoneElse(_ clauses: [[String]]) -> Bool {
        if let first = clauses.first, opensWithTelling(first),
            !clauses.dropFirst().contains(where: { $0.first.map(Self.consequences.contains) == true }) {
            return true
        }
        guard clauses.count > 1, let last = clauses.last else { return false }
        return isAttribution(last)
    }

    /// "my doctor told me to", "she wants us to", "the coach says I should", "the vet said to".
    private func opensWithTelling(_ clause: [String]) -> Bool {
        for verbIndex in 1...3 where verbIndex < clause.count && Self.tellingVerbs.contains(clause[verbIndex]) {
            guard isTeller(clause[..<verbIndex]) else { continue }
            let rest = clause[(verbIndex + 1)...]
            if rest.count > 2, Self.listeners.contains(rest[rest.startIndex]), rest[rest.startIndex + 1] == "to" { return true }
            if Self.sayingVerbs.contains(clause[verbIndex]), opensWithOwnDuty(rest) { return true }
        }
        return false
    }

    /// "to …", "I should …", "that we need to …": what the teller says the person is to do.
    private func opensWithOwnDuty(_ words: ArraySlice<String>) -> Bool {
        var rest = words
        if rest.first == "that" { rest = rest.dropFirst() }
        if rest.first == "to" { return rest.count > 1 }
        guard let subject = rest.first, subject == "i" || subject == "we" else { return false }
        let duty = rest.dropFirst()
        return Self.duties.contains { duty.count > $0.count && duty.starts(with: $0) }
    }

    /// "said my wife", "my doctor says", "says the vet", "that's what the vet said", "that's what I
    /// told her": a clause that only names who said it, or to whom ("that's what I said" says it
    /// again, as the person's own).
    private func isAttribution(_ clause: [String]) -> Bool {
        if clause.starts(with: ["that", "is", "what"]) {
            let rest = clause.dropFirst(3)
            guard let verb = rest.firstIndex(where: Self.tellingVerbs.contains) else { return false }
            let (teller, hearer) = (rest[..<verb], rest[(verb + 1)...])
            if teller.elementsEqual(["i"]) || teller.elementsEqual(["we"]) {
                let toPronoun = hearer.count == 1 && Self.objectPronouns.contains(hearer[hearer.startIndex])
                return toPronoun || !hearer.isEmpty && isTeller(hearer)
            }
            return hearer.isEmpty && isTeller(teller)
        }
        guard (2...4).contains(clause.count) else { return false }
        if Self.sayingVerbs.contains(clause[0]) { return isTeller(clause.dropFirst()) }
        if let last = clause.last, Self.sayingVerbs.contains(last) { return isTeller(clause.dropLast()) }
        return false
    }

    /// Who tells: "she", "they", "my wife", "the night nurse", or one word naming a person
    /// ("mom", "doctor", by WordNet's first sense of the noun); never an app's name ("Pillpost
    /// reminds me to …" is the app's own reminder, heard as it is).
    private func isTeller(_ words: ArraySlice<String>) -> Bool {
        guard let first = words.first, words.count <= 3, registry.appNameLength(at: 0, in: Array(words)) == nil
        else { return false }
        if words.count == 1 {
            return Self.tellingPronouns.contains(first) || WordNetNouns.shared?.namesPerson(first) == true
        }
        return Self.determiners.contains(first)
    }

    /// Verbs that pass on what another says or wants done, as told of them.
    private static let tellingVerbs: Set<String> = [
        "told", "tells", "asked", "asks", "wants", "wanted", "reminded", "reminds", "advised", "advises",
        "suggested", "suggests", "recommended", "recommends", "said", "says", "expects", "expected",
    ]
    /// Of those, the ones that may tell a duty with no "me" after them ("the vet said to …").
    private static let sayingVerbs: Set<String> = [
        "said", "says", "suggested", "suggests", "recommended", "recommends", "advised", "advises",
    ]
    /// Words opening a clause that acts on what was told, as the person's own request.
    private static let consequences: Set<String> = ["so", "therefore", "hence", "thus"]
    private static let listeners: Set<String> = ["me", "us"]
    private static let duties: [[String]] = [["should"], ["must"], ["need", "to"], ["have", "to"], ["ought", "to"]]
    private static let tellingPronouns: Set<String> = ["he", "she", "they"]
    private static let objectPronouns: Set<String> = ["him", "her", "them"]
    private static let determiners: Set<String> = ["my", "our", "the", "his", "her", "their", "your"]
}
