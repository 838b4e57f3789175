/// A correction said after a request, as people mend what they have just said: "log 8 ounces of
/// water in Hydrator, I mean tea", "…, sorry, 12 ounces", "…, actually make it tea". The
/// editing words open the last clause, or are a clause of their own before it, or, as speech
/// gives it with no comma, stand inside the last clause ("… water I mean tea").
struct SelfCorrection {
    /// The clauses before the correction: the request.
    let request: [[String]]
    /// What the correction says, its editing words left out ("tea", "12 ounces").
    let words: [String]

    init?(_ clauses: [[String]]) {
        guard let last = clauses.last else { return nil }
        if clauses.count > 1, let opening = Self.opening(of: last), opening.length < last.count,
            !Self.aloneOnly.contains(opening.lastPiece) {
            // "…, no wait, make it 6": editing words may open it in a clause of their own too.
            let editsBefore = clauses.count > 2 && Self.isEditingAlone(clauses[clauses.count - 2])
            request = Array(clauses.dropLast(editsBefore ? 2 : 1))
            words = Array(last.dropFirst(opening.length))
        } else if clauses.count > 2, Self.isEditingAlone(clauses[clauses.count - 2]) {
            request = Array(clauses.dropLast(2))
            words = last
        } else if let (start, length) = Self.repairInside(last) {
            // "log 8 ounces of water I mean tea": said on, as speech gives it, with no comma.
            request = Array(clauses.dropLast()) + [Array(last[..<start])]
            words = Array(last[(start + length)...])
        } else {
            return nil
        }
    }

    /// Where a repair starts inside `clause` with no comma before it, and how many words open it:
    /// only the pieces that say nothing else there ("I mean", "I meant", "sorry", "or rather"),
    /// after two words of request at least, before at most four of correction.
    private static func repairInside(_ clause: [String]) -> (start: Int, length: Int)? {
        for start in clause.indices.dropFirst(2) {
            guard let piece = insidePieces.first(where: { clause[start...].starts(with: $0) }) else { continue }
            let rest = clause.count - start - piece.count
            return (1...4).contains(rest) ? (start, piece.count) : nil
        }
        return nil
    }

    /// Whether `clause` is editing words and nothing else ("no wait", "sorry").
    private static func isEditingAlone(_ clause: [String]) -> Bool {
        opening(of: clause)?.length == clause.count
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

    /// Pieces that open a repair inside a clause too.
    private static let insidePieces: [[String]] = [["i", "mean"], ["i", "meant"], ["or", "rather"], ["sorry"]]

    /// Pieces that open a repair only as a clause of their own or before another piece ("…, no,
    /// 12 ounces", "…, no sorry, tea"), never right before what they would correct: "…, no ice"
    /// says without, "…, wait 5 minutes" asks for a wait.
    private static let aloneOnly: Set<[String]> = [["no"], ["wait"]]
}
