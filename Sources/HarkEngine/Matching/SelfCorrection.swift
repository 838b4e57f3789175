/// A correction said after a request, as people mend what they have just said: "log 8 ounces of
/// water in Hydrator, I mean tea", "…, sorry, 12 ounces", "…, actually make it tea". The
/// editing words open the last clause, or are a clause of their own before it.
struct SelfCorrection {
    /// The clauses before the correction: the request.
    let request: [[String]]
    /// What the correction says, its editing words left out ("tea", "12 ounces").
    let words: [String]

    init?(_ clauses: [[String]]) {
        guard clauses.count > 1, let last = clauses.last else { return nil }
        if let opening = Self.openingLength(last), opening < last.count {
            request = Array(clauses.dropLast())
            words = Array(last.dropFirst(opening))
        } else if clauses.count > 2, let alone = Self.openingLength(clauses[clauses.count - 2]),
            alone == clauses[clauses.count - 2].count {
            request = Array(clauses.dropLast(2))
            words = last
        } else {
            return nil
        }
    }

    /// How many words at the start of `clause` are editing words, one piece after another ("no
    /// sorry I mean"), if any. "No" counts before another piece or alone ("…, no, 12 ounces"),
    /// never right before what it corrects: "…, no olives" says without.
    private static func openingLength(_ clause: [String]) -> Int? {
        var start = clause.first == "no" ? 1 : 0
        while let piece = pieces.first(where: { clause[start...].starts(with: $0) }) {
            start += piece.count
        }
        return start > 1 || (start == 1 && (clause.first != "no" || clause.count == 1)) ? start : nil
    }

    /// Words that open a repair of what was just said, longest first where one starts another.
    private static let pieces: [[String]] = [
        ["i", "mean"], ["i", "meant"], ["or", "rather"], ["make", "that"], ["make", "it"], ["sorry"], ["actually"],
        ["oops"], ["wait"], ["rather"], ["correction"],
    ]
}
