/// A clause around a request that tells of another occasion than the one asked for, whose values
/// are that occasion's: "Pay my invoice in Mendlo, | it cost 40 dollars last time" or "…, | I
/// paid 20 dollars yesterday" says nothing of what to pay now. A story of what happened
/// otherwise still gives values ("I put 40 litres of diesel in, log it").
enum OtherOccasion {
    /// Words that set a clause on another occasion, or on occasions in general.
    private static let otherTimes: Set<[String]> = [
        ["last", "time"], ["previous", "time"], ["time", "before"], ["other", "time"], ["every", "time"],
        ["usually"], ["normally"], ["typically"], ["generally"], ["ordinarily"],
    ]

    /// Whether `clause` tells of another occasion than a request whose phrase's verb is `verb`:
    /// it says "last time" or "usually", or says that verb (or one sharing a sense with it) in
    /// the past ("paid" beside "Pay my invoice").
    static func tells(_ clause: [String], besides verb: String?) -> Bool {
        for start in clause.indices {
            for words in otherTimes where clause[start...].starts(with: words) { return true }
        }
        guard let verb, let verbs = WordNetVerbs.shared else { return false }
        return clause.contains { $0 != verb && verbs.isPast($0, of: verb) }
    }
}

extension PhraseMatcher {
    /// `text` without the clauses around its request that tell of another occasion than the one
    /// `candidate`'s phrase asks for: what the conversation reads the request's other values from.
    /// `text` itself when it is one clause or none is dropped.
    func sameOccasion(_ text: String, for candidate: MatchCandidate) -> String {
        let clauses = UtteranceAnalyser.clausesAndWords(of: text).clauses
        guard clauses.count > 1 else { return text }
        let verb = registry.phraseVerb(ofTemplate: candidate.templateIndex)
        let kept = clauses.filter { !OtherOccasion.tells($0, besides: verb) }
        return kept.count == clauses.count ? text : kept.map { $0.joined(separator: " ") }.joined(separator: ", ")
    }
}
