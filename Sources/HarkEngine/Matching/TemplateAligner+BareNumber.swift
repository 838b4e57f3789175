/// A number said bare, with nothing naming what it is, for the one number the intent still lacks.
extension TemplateAligner {
    /// Fills the intent's one empty number parameter from a bare number the alignment left over
    /// ("Savonel order labels 10", "log a 548 on the indoor round"). Nothing names the number, so
    /// its words keep what unknown words cost: the fill never raises the score. Called only when
    /// the request says a word of the phrase ("Nookery 3" says none).
    func takeBareNumber(
        of template: CompiledTemplate, extraCosts: inout [Double], fills: inout [String: SlotFill], saidAs: inout [String: String]
    ) {
        let loose = template.looseValues
        let empty = loose.numberParameterWords.keys.filter { fills[$0] == nil }
        guard empty.count == 1, let name = empty.first, loose.numberWords.values.contains(name) else { return }
        var bare: [(span: NumberSpan, start: Int)] = []
        var start = 0
        while start < reading.tokens.count {
            guard let span = reading.numbers[start] else {
                start += 1
                continue
            }
            let end = min(start + span.tokenCount, reading.tokens.count)
            if isBare(span, at: start), extraCosts[start..<end].allSatisfy({ $0 >= 0 }) { bare.append((span, start)) }
            start = end
        }
        // Two numbers left over: which one is meant is not said.
        guard bare.count == 1, let (span, start) = bare.first,
            case let fill?? = numberFill(span, at: start, for: name, in: template, besides: nil)
        else { return }
        let end = start + span.tokenCount
        fills[name] = fill
        saidAs[name] = reading.said(start..<end)
        for index in start..<end { extraCosts[index] = -1 }
    }

    /// Whether the number at `start` is bare: the request ends on it or a preposition follows it
    /// ("80 dollars", "36 arrow" and "one compact van" say what it counts or measures), and no word
    /// before it makes it a time, a day, a year or a count of people ("at 5", "on the 3", "in
    /// 1972", "for four").
    private func isBare(_ span: NumberSpan, at start: Int) -> Bool {
        let tokens = reading.tokens
        let end = start + span.tokenCount
        return end <= tokens.count && (end == tokens.count || Self.afterBareNumbers.contains(tokens[end]))
            && (start == 0 || !Self.beforeOtherNumbers.contains(tokens[start - 1]))
    }

    /// Words that may follow a bare number: prepositions and courtesy.
    private static let afterBareNumbers: Set<String> = ["on", "in", "at", "for", "to", "with", "from", "by", "into", "please", "thanks"]

    /// Words before a number that make it something other than the value asked for.
    private static let beforeOtherNumbers: Set<String> = [
        "at", "on", "the", "in", "for", "around", "about", "by", "until", "till", "from", "since", "of",
    ]
}
