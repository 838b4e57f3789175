/// What a clause told beside a request says of the request.
enum StoryClauses {
    /// Whether the "not" of `signal` is said of someone or something other than the speaker, the
    /// app or the person asked, in a clause of its own: "the sheets were not great", "it isn't
    /// working". Not "not me", "I don't want …", "don't …": those may take the request back.
    static func saysNotOfAnother(_ signal: NotACommand, in clauses: [[String]]) -> Bool {
        guard let first = signal.words.first, clauses.count > 1 else { return false }
        for clause in clauses {
            guard let at = clause.indices.first(where: { clause[$0...].starts(with: signal.words) }) else { continue }
            return at > 0 && !leavesItTheSpeakers.contains(clause[at - 1]) && first != "not" && first != "never"
        }
        return false
    }

    /// Words before a "not" that leave it the speaker's or the one asked's: their pronouns, and
    /// words that open a clause with no subject ("please do not", "but not").
    private static let leavesItTheSpeakers: Set<String> = ["i", "we", "you", "u", "me", "us", "please", "just", "and", "but", "so"]
}
