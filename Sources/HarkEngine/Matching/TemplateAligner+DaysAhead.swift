/// So many days ahead said for an empty date parameter: "book the vet in two weeks" is
/// `today+14`, "status for the day after tomorrow" `today+2`, as the conversation reads them.
extension TemplateAligner {
    func readDaysAhead(of template: CompiledTemplate, fills: inout [String: SlotFill], saidAs: inout [String: String]) {
        guard let (days, words) = daysAheadSaid() else { return }
        var dateParameters = Set(registry.shortcutSlots[Int(template.shortcut)]
            .filter { registry.vocabularies[Int($0.vocabulary)].readsDays }.map(\.name))
        if let loose = template.looseValues.dayParameter { dateParameters.insert(loose) }
        guard dateParameters.count == 1, let name = dateParameters.first, fills[name] == nil else { return }
        fills[name] = .value("today+\(days)")
        saidAs[name] = reading.said(words)
    }

    /// The first "in 3 days", "in a week", "in two weeks" said: how many days ahead, and its words.
    private func daysAheadSaid() -> (days: Int, words: Range<Int>)? {
        let tokens = reading.tokens
        for start in tokens.indices.dropFirst() where tokens[start - 1] == "in" {
            let count: Int
            let length: Int
            if let span = reading.numbers[start], case .value(let value) = span.reading, value > 0 {
                (count, length) = (value, span.tokenCount)
            } else if tokens[start] == "a" || tokens[start] == "an" {
                (count, length) = (1, 1)
            } else {
                continue
            }
            let unit = start + length
            guard DayWords.saysDaysAhead(tokens, numberAt: start, unitAt: unit),
                let seconds = UnitWords.seconds(in: tokens[unit]), seconds % UnitWords.secondsPerDay == 0
            else { continue }
            return (count * seconds / UnitWords.secondsPerDay, (start - 1)..<(unit + 1))
        }
        return nil
    }
}
