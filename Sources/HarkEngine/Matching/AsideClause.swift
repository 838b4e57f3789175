/// A clause beside the request that gives it nothing: what is not wanted ("order 6 croissants, |
/// instead of pain au chocolat"), whose values are the ones not meant, or when something else
/// happens ("before I log a tea, | I need a coffee", "while I'm out, | …"), whose words are that
/// other thing's. A clause opening with "not" is left to the request: it may take it back
/// ("…, not tonight") or say whom it is not for ("…, not me").
enum AsideClause {
    /// Words an aside opens with.
    private static let openers: [[String]] = [["instead", "of"], ["rather", "than"]]
    /// Words that open an aside when who does it follows ("before I …", "while we …").
    private static let timeOpeners: Set<String> = ["before", "while"]
    private static let subjects: Set<String> = ["i", "we", "he", "she", "they", "my", "our"]

    /// Whether `clause` (lowercased words) is an aside.
    static func isAside(_ clause: [String]) -> Bool {
        if openers.contains(where: { opener in clause.count > opener.count && clause.starts(with: opener) }) { return true }
        guard clause.count > 2, let first = clause.first else { return false }
        return timeOpeners.contains(first) && subjects.contains(clause[1])
    }
}
