/// Values of the request's shortcut said in the clauses around it: "We took the supers off the
/// rooftop hive, | log the honey harvest in Hivekeep" names the hive. The aligner's reading is
/// those clauses, not the request.
extension TemplateAligner {
    /// `candidate` with its empty slots filled from the context: a value of a choice or a day
    /// said exactly ("yesterday" too, as the conversation reads it), an hour of the day, a number
    /// said with its slot's unit or a word naming its parameter (after it or before it), a bare
    /// count's things ("30 joists") or what it points back to ("12 of them"), and "to" and a
    /// number the context ends on. Any other bare number is never taken from a story ("I have 2
    /// kids").
    mutating func fillingFromContext(_ candidate: MatchCandidate) -> MatchCandidate {
        let template = registry.templates[candidate.templateIndex]
        guard Int(template.shortcut) < registry.shortcutSlots.count else { return candidate }
        let tokens = reading.tokens
        let loose = template.looseValues
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
                    // Before the phrase's unit ("12 ounces") or a word naming the parameter ("2 bags",
                    // not in "ph 7.8 chlorine 1", where the 7.8 is the pH's), or after such a word
                    // ("bay 2").
                    guard let number = saidNumber(at: start, used: used) else { continue }
                    let namedAfter = number.end < tokens.count
                        && (unit.map({ reading.ids[number.end] == $0 }) == true
                            || loose.names(tokens[number.end], name) && !saysOtherParameter(before: start, than: name, in: loose)
                                && !namesNumber(after: number.end, as: name, in: loose))
                    let namedBefore = start > 0 && !used[start - 1] && loose.names(tokens[start - 1], name)
                        && !(number.end < tokens.count && loose.namesOther(tokens[number.end], than: name))
                    guard namedAfter || namedBefore else { continue }
                    let first = namedAfter ? start : start - 1
                    take(first, number.end - first, as: number.fill, for: name)
                    break
                }
                guard let span = spans(of: vocabulary)[start].filter({ $0.typos == 0 }).max(by: { $0.length < $1.length }),
                    !used[start..<(start + span.length)].contains(true)
                else { continue }
                // "…, lap pool or kids pool": two values, of which the request takes neither.
                let placed = PlacedValue(slot: name, vocabulary: vocabulary, value: span.value, words: start..<(start + span.length))
                if saysAnotherValue(than: placed, in: template, isFree: { !used[$0] }) { break }
                take(start, span.length, as: .value(valueName(span.value, of: compiled, at: start)), for: name)
                break
            }
        }
        // "…, I'll drop him at 8 am": an hour of the day, as in the request.
        for name in loose.hourOfDayParameters where filled.slots[name] == nil {
            guard let (hour, said, _) = hourOfDay(isFree: { !used[$0] }) else { break }
            take(said.lowerBound, said.count, as: .number(hour), for: name)
        }
        for start in tokens.indices where !used[start] {
            if let day = loose.dayParameter, filled.slots[day] == nil, DayWords.namesDay(tokens[start]) || tokens[start] == "yesterday" {
                take(start, 1, as: .value(DayWords.value(of: tokens[start])), for: day)
            } else if let number = saidNumber(at: start, used: used),
                let (name, length) = scale(after: number.end, in: loose, isFree: { !used[$0] }), filled.slots[name] == nil {
                // "…, about a 2 out of 5": the parameter whose maximum is 5, as in the request.
                take(start, number.end - start + length, as: number.fill, for: name)
            } else if let number = saidNumber(at: start, used: used), number.end < tokens.count,
                let name = loose.numberParameter(namedBy: tokens[number.end]), filled.slots[name] == nil,
                !saysOtherParameter(before: start, than: name, in: loose), !namesNumber(after: number.end, as: name, in: loose) {
                // "8 frames"; in "ph 7.8 chlorine 1" the 7.8 is the pH's, as in the request.
                take(start, number.end - start, as: number.fill, for: name)
            } else if let number = saidNumber(at: start, used: used), number.end < tokens.count, !used[number.end],
                let name = loose.parameterMeasuring(besides: tokens[number.end]), filled.slots[name] == nil,
                let amount = reading.amount(at: start), start == 0 || tokens[start - 1] != "in",
                let converted = loose.amount(amount, saidIn: tokens[number.end], convertedFor: name) {
                // "I'm away for three weeks, …" for the days, as in the request ("in 3 weeks" says when).
                take(start, number.end + 1 - start, as: SlotFill(amount: converted), for: name)
            } else if loose.counter?.unit == nil, let name = loose.parameterCountingValues(), filled.slots[name] == nil,
                let number = saidNumber(at: start, used: used), case .number = number.fill, number.end < tokens.count,
                countsBareThings(tokens[number.end], in: loose) {
                // "…, 30 joists" for a bare count ("Quantity"), as in the request.
                take(start, number.end - start, as: number.fill, for: name)
            } else if let (name, namer) = parameterNamed(before: start, in: loose), !used[namer..<start].contains(true),
                filled.slots[name] == nil, let number = saidNumber(at: start, used: used) {
                // "by plot 12", "a pH of 7.8": the parameter's word before the number, as in the request.
                take(namer, number.end - namer, as: number.fill, for: name)
            } else if let name = loose.parameterCountingPeople(), filled.slots[name] == nil, let number = saidNumber(at: start, used: used),
                case .number(let count) = number.fill,
                let (length, more) = peopleCount(numberAt: start, end: number.end, isLast: number.end == tokens.count) {
                // "…, there'll be 3 of us", "…, two adults and one child": a count of people, as in the request.
                take(start, length, as: SlotFill(amount: Double(count) + more), for: name)
            } else if let name = loose.parameterCountingValues(), filled.slots[name] == nil,
                let number = saidNumber(at: start, used: used), case .number = number.fill, pointsBack(at: number.end) {
                // "…, 12 of them": the things the request names are counted, as in the request.
                take(start, number.end + 2 - start, as: number.fill, for: name)
            } else if let name = loose.onlyNumberParameter, filled.slots[name] == nil, start > 0, tokens[start - 1] == "to",
                let number = saidNumber(at: start, used: used), number.end == tokens.count {
                // "…, set it to 75": as in the request, a number the words end on after "to".
                take(start, number.end - start, as: number.fill, for: name)
            }
        }
        // "…, it's urgent": a yes/no parameter's title said alone, as in the request.
        for (name, words) in titlesSaidAlone(in: loose, isFree: { !used[$0] }, isEmpty: { filled.slots[$0] == nil }) {
            take(words.lowerBound, words.count, as: .value("true"), for: name)
        }
        // "…, her name is Jo": a short name the context closes on, as in the request.
        if let name = loose.onlyTextParameter, filled.slots[name] == nil,
            let said = LooseValues.nameSaid(in: tokens, isFree: { !used[$0] }), said.end - said.name <= 4 {
            take(said.marker, said.end - said.marker, as: .text(tokens[said.name..<said.end].joined(separator: " ")), for: name)
        }
        return filled
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
