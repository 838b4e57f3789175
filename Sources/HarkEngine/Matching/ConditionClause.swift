/// A clause that sets a condition on the request ("if it rains tomorrow", "unless it's sunny",
/// "once I'm home"): the request is for when, or whether, that comes true, so nothing runs
/// now. Courtesy said as a condition ("if you can", "if that's ok", "if possible") is none.
enum ConditionClause {
    /// Words a condition opens with; "once" only before who does it ("once again" is courtesy).
    private static let openers: Set<String> = ["if", "unless"]
    /// Words a condition opens with when who it is about follows ("once I'm home", "when we get
    /// there", "after I finish"); "once again" is courtesy, "when is …" a question.
    private static let timeOpeners: Set<String> = ["once", "when", "after"]
    /// Who a condition opening with one of `timeOpeners` is about.
    private static let subjects: Set<String> = ["i", "we", "he", "she", "they", "it", "the", "my", "our", "there"]
    /// Words that make a condition one of courtesy when it is about the request ("if that's
    /// ok", "if it works", "if possible"), not about a thing of its own ("if the projector
    /// works"); one about the listener ("if you have time") is courtesy too.
    private static let courteous: Set<String> = ["ok", "okay", "alright", "fine", "possible", "convenient", "works"]
    /// Words that stand for the request in a condition of courtesy ("if that's ok").
    private static let request: Set<String> = ["that", "it", "this"]

    /// Words that may come before a condition's opener without changing it ("but only if …").
    private static let leading: Set<String> = ["but", "and", "only"]

    /// Whether `clause` (lowercased words) is a condition on the request beside it.
    static func isCondition(_ fullClause: [String]) -> Bool {
        let clause = fullClause.drop { leading.contains($0) }
        guard clause.count > 1, let first = clause.first,
            openers.contains(first) || (timeOpeners.contains(first) && subjects.contains(clause[clause.startIndex + 1]))
        else { return false }
        let condition = clause.dropFirst()
        let aboutRequest = condition.first.map { request.contains($0) || courteous.contains($0) } ?? false
        let isCourtesy = clause.contains("you") || aboutRequest && condition.contains(where: courteous.contains)
        return !Politeness.strip(Array(clause)).isEmpty && !isCourtesy
    }
}
