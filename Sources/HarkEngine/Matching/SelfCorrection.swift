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
        if let opening = Self.opening(of: last), opening.length < last.count, !Self.aloneOnly.contains(opening.lastPiece) {
            request = Array(clauses.dropLast())
            words = Array(last.dropFirst(opening.length))
        } else if clauses.count > 2, let alone = Self.opening(of: clauses[clauses.count - 2]),
            alone.length == clauses[clauses.count - 2].count {
            request = Array(clauses.dropLast(2))
            words = last
        } else {
            return nil
        }
    }

    /// The editing words at the start of `clause`, one piece after another ("no sorry I mean"):
    /// how many, and the last piece.
    private static func opening(of clause: [String]) -> (length: Int, lastPiece: [String])? {
        var length = 0
        var lastPiece: [String] = []
        while let piece = pieces.first(where: { clause[length...].starts(with: $0) }) {
            length += piece.count
            lastPiece = piece
        }
        return length > 0 ? (length, lastPiece) : nil
    }

    /// Words that open a repair of what was just said, longest first where one starts another.
    private static let pieces: [[String]] = [
        ["i", "mean"], ["i", "meant"], ["or", "rather"], ["make", "that"], ["make", "it"], ["sorry"], ["actually"],
        ["oops"], ["rather"], ["correction"], ["no"], ["wait"],
    ]

    /// Pieces that open a repair only as a clause of their own or before another piece ("…, no,
    /// 12 ounces", "…, no sorry, tea"), never right before what they would correct: "…, no ice"
    /// says without, "…, wait 5 minutes" asks for a wait.
    private static let aloneOnly: Set<[String]> = [["no"], ["wait"]]
}
