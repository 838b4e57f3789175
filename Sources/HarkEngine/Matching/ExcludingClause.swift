/// A clause after the request that says what it is not for ("order 6 croissants, instead of pain
/// au chocolat", "buy a day license, rather than a weekly one"): its values are the ones not
/// wanted, so it gives the request none. A clause opening with "not" is left to the request:
/// it may take it back ("…, not tonight") or say whom it is not for ("…, not me").
enum ExcludingClause {
    /// Words an excluding clause opens with.
    private static let openers: [[String]] = [["instead", "of"], ["rather", "than"]]

    /// Whether `clause` (lowercased words) says only what the request is not for.
    static func isExcluding(_ clause: [String]) -> Bool {
        openers.contains { opener in clause.count > opener.count && clause.starts(with: opener) }
    }
}
