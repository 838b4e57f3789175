/// So many days ahead said for an empty date parameter: "book the vet in two weeks" is
/// `today+14`, "status for the day after tomorrow" `today+2`, as the conversation reads them.
extension TemplateAligner {
    func readDaysAhead(of template: CompiledTemplate, fills: inout [String: SlotFill], saidAs: inout [String: String]) {
        let placedDays = registry.shortcutSlots[Int(template.shortcut)]
            .filter { registry.vocabularies[Int($0.vocabulary)].readsDays }.map(\.name)
        let days = placedDays + [template.looseValues.dayParameter].compactMap { $0 }
        guard let name = Set(days).count == 1 ? days.first : nil, fills[name] == nil else { return }
        let tokens = reading.tokens
        for start in tokens.indices {
            let said: (count: Int, length: Int)
            if let span = reading.numbers[start], case .value(let count) = span.reading, count > 0 {
                said = (count, span.tokenCount)
            } else if tokens[start] == "a" || tokens[start] == "an" {
                said = (1, 1)  // "in a week"
            } else {
                continue
            }
            let (count, unit) = (said.count, start + said.length)
            guard DayWords.saysDaysAhead(tokens, numberAt: start, unitAt: unit),
                let seconds = UnitWords.seconds(in: tokens[unit]), seconds % UnitWords.secondsPerDay == 0
            else { continue }
            fills[name] = .value("today+\(count * seconds / UnitWords.secondsPerDay)")
            saidAs[name] = tokens[(start - 1)...unit].joined(separator: " ")
            return
        }
    }
}
