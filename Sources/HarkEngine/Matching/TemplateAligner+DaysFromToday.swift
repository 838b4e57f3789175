/// Days said from today for an empty date parameter, as the conversation reads them: "book the
/// vet in two weeks" is `today+14`, "status for the day after tomorrow" `today+2`, and
/// "yesterday" is shown.
extension TemplateAligner {
    func readDaysAhead(of template: CompiledTemplate, fills: inout [String: SlotFill], saidAs: inout [String: String]) {
        guard let (days, words) = daysAheadSaid(), let name = onlyDateParameter(of: template), fills[name] == nil else { return }
        fills[name] = .value("today+\(days)")
        saidAs[name] = reading.said(words)
    }

    /// `candidate` showing "yesterday" said in the request as its empty day: only shown, after the
    /// score, as "yesterday" is no value of a phrase's date place ("… was at 24 degrees yesterday,
    /// was that too warm" stays refused, not asked about).
    func showingYesterday(_ candidate: MatchCandidate, of template: CompiledTemplate) -> MatchCandidate {
        guard reading.tokens.contains("yesterday"), let name = onlyDateParameter(of: template), candidate.slots[name] == nil
        else { return candidate }
        var shown = candidate
        shown.slots[name] = .value("yesterday")
        shown.saidAs[name] = "yesterday"
        return shown
    }

    /// The intent's one date parameter, placed by a phrase of its shortcut or not.
    private func onlyDateParameter(of template: CompiledTemplate) -> String? {
        var names = Set(registry.shortcutSlots[Int(template.shortcut)]
            .filter { registry.vocabularies[Int($0.vocabulary)].readsDays }.map(\.name))
        if let loose = template.looseValues.dayParameter { names.insert(loose) }
        return names.count == 1 ? names.first : nil
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
