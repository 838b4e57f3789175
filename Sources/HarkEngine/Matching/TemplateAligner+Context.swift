/// Values of the request's shortcut said in the clauses around it: "We took the supers off the
/// rooftop hive, | log the honey harvest in Hivekeep" names the hive. The aligner's reading is
/// those clauses, not the request.
extension TemplateAligner {
    /// `candidate` with its empty slots filled from the context: a value of a choice or a day
    /// said exactly, a number said with its slot's unit or a word naming its parameter, and "to"
    /// and a number the context ends on. Any other bare number is never taken from a story ("I
    /// have 2 kids").
    mutating func fillingFromContext(_ candidate: MatchCandidate) -> MatchCandidate {
        let template = registry.templates[candidate.templateIndex]
        guard Int(template.shortcut) < registry.shortcutSlots.count else { return candidate }
        let tokens = reading.tokens
        var filled = candidate
        var used = [Bool](repeating: false, count: tokens.count)
        func take(_ start: Int, _ length: Int, as fill: SlotFill, for name: String) {
            for index in start..<(start + length) { used[index] = true }
            filled.slots[name] = fill
            filled.saidAs[name] = tokens[start..<(start + length)].joined(separator: " ")
        }
        for (name, vocabulary, unit) in registry.shortcutSlots[Int(template.shortcut)] where filled.slots[name] == nil {
            let compiled = registry.vocabularies[Int(vocabulary)]
            for start in tokens.indices where !used[start] {
                if compiled.isNumber {
                    guard let unit, let number = saidNumber(at: start, used: used), number.end < tokens.count,
                        names(unit, at: number.end)
                    else { continue }
                    take(start, number.end - start, as: number.fill, for: name)
                    break
                }
                guard let span = spans(of: vocabulary)[start].filter({ $0.typos == 0 }).max(by: { $0.length < $1.length }),
                    !used[start..<(start + span.length)].contains(true)
                else { continue }
                take(start, span.length, as: .value(valueName(span.value, of: compiled, at: start)), for: name)
                break
            }
        }
        let loose = template.looseValues
        for start in tokens.indices where !used[start] {
            if let day = loose.dayParameter, filled.slots[day] == nil, DayWords.namesDay(tokens[start]) {
                take(start, 1, as: .value(tokens[start]), for: day)
            } else if let number = saidNumber(at: start, used: used), number.end < tokens.count,
                let name = loose.numberParameter(namedBy: tokens[number.end])
                    ?? (reading.ids[number.end] < 0 ? loose.numberParameter(measuredIn: tokens[number.end]) : nil),
                filled.slots[name] == nil {
                take(start, number.end - start, as: number.fill, for: name)
            } else if let name = loose.onlyNumberParameter, filled.slots[name] == nil, start > 0, tokens[start - 1] == "to",
                let number = saidNumber(at: start, used: used), number.end == tokens.count {
                // "…, set it to 75": as in the request, a number the words end on after "to".
                take(start, number.end - start, as: number.fill, for: name)
            }
        }
        if let name = onlyEmptyNumber(of: template, in: filled), let number = copulaNumber(used: used) {
            // "…, it was 9": the one number the shortcut still needs, said as what something was.
            take(number.start, number.end - number.start, as: number.fill, for: name)
        }
        return filled
    }

    /// The one number parameter of `template`'s intent `candidate` leaves empty, placed by a
    /// phrase or not; nil when there are none or several.
    private func onlyEmptyNumber(of template: CompiledTemplate, in candidate: MatchCandidate) -> String? {
        let placed = registry.shortcutSlots[Int(template.shortcut)]
            .filter { registry.vocabularies[Int($0.vocabulary)].isNumber }.map(\.name)
        let empty = Set(placed + template.looseValues.numberWords.values).filter { candidate.slots[$0] == nil }
        return empty.count == 1 ? empty.first : nil
    }

    /// A number said as what something is or was ("it was 9", "it is ninety eight after a
    /// walk"): after "is" or "was" and "it", "that" or "this", and followed by nothing, a small
    /// word or a word that is no noun (not "it was 3 years", not "it was 9 am").
    private func copulaNumber(used: [Bool]) -> (start: Int, end: Int, fill: SlotFill)? {
        let tokens = reading.tokens
        for start in tokens.indices.dropFirst(2) where !used[start] {
            guard Self.copulas.contains(tokens[start - 1]), Self.copulaSubjects.contains(tokens[start - 2]),
                let number = saidNumber(at: start, used: used)
            else { continue }
            let next = number.end < tokens.count ? tokens[number.end] : nil
            guard let next else { return (start, number.end, number.fill) }
            if Self.timesOfDay.contains(next) { continue }
            if SmallWords.contains(next) || WordNetNouns.shared?.isNoun(next) == false { return (start, number.end, number.fill) }
        }
        return nil
    }

    private static let copulas: Set<String> = ["is", "was"]
    private static let copulaSubjects: Set<String> = ["it", "that", "this"]
    /// Words that make a number a time of day.
    private static let timesOfDay: Set<String> = ["am", "pm", "oclock", "o"]

    /// Whether the word at `index` is the unit word `unit`, or a word no phrase uses that WordNet
    /// says names the same unit ("kilos" for "kilograms").
    private func names(_ unit: Int32, at index: Int) -> Bool {
        if reading.ids[index] == unit { return true }
        guard reading.ids[index] < 0, let nouns = WordNetNouns.shared else { return false }
        let unitWord = registry.words.text(of: unit)
        return nouns.isUnitOfMeasure(unitWord) == true && nouns.namesSameUnit(reading.tokens[index], as: unitWord)
    }

    /// The number starting at `start` ("9", "two and a half"), where none of its words is taken,
    /// and where it ends.
    private func saidNumber(at start: Int, used: [Bool]) -> (fill: SlotFill, end: Int)? {
        guard let span = reading.numbers[start], let amount = reading.amount(at: start),
            start + span.tokenCount <= used.count, !used[start..<(start + span.tokenCount)].contains(true)
        else { return nil }
        return (SlotFill(amount: amount, whole: span.reading), start + span.tokenCount)
    }
}
