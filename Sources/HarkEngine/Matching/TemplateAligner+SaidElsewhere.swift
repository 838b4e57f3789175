/// The passes after an alignment that read values said outside their places: values of the
/// phrase's slots said elsewhere, phrase words said in another place, loose numbers and days,
/// and phrase words that only name a value said.
extension TemplateAligner {
    /// Words of the phrase said in another place ("show purchases of my debit card", "start a
    /// session calming"): each costs `valueElsewhere` instead of a missing and an extra word.
    func placeWordsSaidElsewhere(_ skipped: [(word: Int32, cost: Double)], extraCosts: [Double]) -> Double {
        guard !skipped.isEmpty else { return 0 }
        var refund = 0.0
        var used = extraCosts.map { $0 < 0 }
        for (word, skipCost) in skipped {
            // A small word among them is the verb's particle, said only where it governs nothing
            // ("turn the lights on", not "on friday").
            let mustBeStranded = registry.wordFacts[Int(word)].isSmall
            guard let position = reading.ids.indices.first(where: {
                !used[$0] && reading.ids[$0] == word && (!mustBeStranded || reading.isStrandedParticle[$0])
            }) else { continue }
            used[position] = true
            refund += max(0, skipCost + extraCosts[position] - MatchCosts.valueElsewhere)
        }
        return refund
    }

    /// Words of the phrase that only name a parameter whose value was said ("the temperature" in
    /// "set the bedroom to 19 degrees"): the value says them, so each costs `valueElsewhere`.
    func wordsNamingSaidValues(
        _ skipped: [(word: Int32, cost: Double)], of template: CompiledTemplate, fills: [String: SlotFill]
    ) -> Double {
        guard !template.looseValues.numberWords.isEmpty else { return 0 }
        return skipped.reduce(0) { refund, skip in
            guard let name = template.looseValues.numberParameter(namedBy: registry.words.text(of: skip.word)),
                  fills[name] != nil
            else { return refund }
            return refund + max(0, skip.cost - MatchCosts.valueElsewhere)
        }
    }

    /// Numbers beside a word naming a parameter no phrase places, and a day, when the intent
    /// takes them: each fills its parameter and costs `valueElsewhere` instead of its extra words
    /// (with a tie such as "for" or "until" before it). Returns the cost taken back.
    func takeLooseValues(
        of template: CompiledTemplate, extraCosts: inout [Double], fills: inout [String: SlotFill], saidAs: inout [String: String]
    ) -> Double {
        let loose = template.looseValues
        guard !loose.numberWords.isEmpty || loose.dayParameter != nil || !loose.hourOfDayParameters.isEmpty || !loose.scaleTops.isEmpty,
            extraCosts.contains(where: { $0 >= 0 })
        else { return 0 }
        let tokens = reading.tokens
        var refund = 0.0
        /// Without a fill, the words are taken for the conversation to read ("4 and a half kilos").
        func take(_ range: Range<Int>, as fill: SlotFill?, for name: String) {
            guard fills[name] == nil else { return }
            var words = range
            if range.lowerBound > 0, extraCosts[range.lowerBound - 1] >= 0, LooseValues.ties.contains(tokens[range.lowerBound - 1]) {
                words = (range.lowerBound - 1)..<range.upperBound
            }
            refund += max(0, words.reduce(0) { $0 + extraCosts[$1] } - MatchCosts.valueElsewhere)
            for index in words { extraCosts[index] = -1 }
            guard let fill else { return }
            fills[name] = fill
            saidAs[name] = tokens[range].joined(separator: " ")
        }
        // "at 7 pm" for a parameter counting the hour of the day: 19.
        for name in loose.hourOfDayParameters where fills[name] == nil {
            guard let (hour, _, words) = hourOfDay(isFree: { extraCosts[$0] >= 0 }) else { break }
            take(words, as: .number(hour), for: name)
        }
        var position = 0
        while position < tokens.count {
            defer { position += 1 }
            guard extraCosts[position] >= 0 else { continue }
            if let day = loose.dayParameter, DayWords.namesDay(tokens[position]) {
                take(position..<(position + 1), as: .value(DayWords.value(of: tokens[position])), for: day)
            } else if let span = reading.numbers[position], span.reading != .tooLarge {
                let amount = reading.amount(at: position)
                let number = amount.map { SlotFill(amount: $0, whole: span.reading) }
                let end = position + span.tokenCount
                guard end <= tokens.count, extraCosts[position..<end].allSatisfy({ $0 >= 0 }) else { continue }
                if let (name, length) = scale(after: end, in: loose, isFree: { extraCosts[$0] >= 0 }), fills[name] == nil {
                    // "3 out of 5": the parameter whose declared maximum is 5.
                    take(position..<(end + length), as: number, for: name)
                } else if let day = loose.dayParameter, end < tokens.count, extraCosts[end] >= 0, saysWhen(numberAt: position, unitAt: end, to: template) {
                    // "in 3 days": the day, which the conversation reads.
                    take((extraCosts[position - 1] >= 0 ? position - 1 : position)..<(end + 1), as: nil, for: day)
                } else if end < tokens.count, let name = loose.numberParameter(namedBy: tokens[end]),
                    !saysOtherParameter(before: position, than: name, in: loose), !namesNumber(after: end, as: name, in: loose) {
                    // "3 adults"; in "lot 310 bid 45" a word before the number naming another
                    // parameter says it is that one's, read below, and in "9 fee 12 dollars" the
                    // fee is the 12. "buy 12 eggs" for "Buy eggs in {app}": the phrase has the word.
                    take(position..<(extraCosts[end] >= 0 ? end + 1 : end), as: number, for: name)
                } else if end < tokens.count, extraCosts[end] >= 0, let name = loose.parameterMeasuring(besides: tokens[end]),
                    !saysWhen(numberAt: position, unitAt: end, to: template), let amount, let converted = loose.amount(amount, saidIn: tokens[end], convertedFor: name) {
                    // "ninety minutes" for the hours.
                    take(position..<(end + 1), as: SlotFill(amount: converted), for: name)
                } else if let (name, namer) = parameterNamed(before: position, in: loose),
                    reading.ids[namer] != template.leadingVerb {
                    // "zone 12", "a pH of 7.8"; "charge limit 80" after the phrase's own word for it.
                    // The phrase's verb names its action, not a parameter: "hire 40 folding chairs"
                    // is no "Hire length" of 40.
                    take((extraCosts[namer..<position].allSatisfy { $0 >= 0 } ? namer : position)..<end, as: number, for: name)
                } else if case .value = span.reading, end < tokens.count, startsSaidValue(at: end, saidAs: saidAs),
                    !LooseValues.measures(tokens[end]),
                    let name = loose.parameterCountingValues(), !saysNumber(named: name, of: template) {
                    // "log 2 advil" counts pills; in "one compact van, three movers" the movers are
                    // said; "one week" measures the value ("a week pass"), counting nothing.
                    take(position..<end, as: number, for: name)
                } else if case .value = span.reading, end + 2 < tokens.count, tokens[end + 1] == "of", extraCosts[end] >= 0,
                    startsSaidValue(at: end + 2, saidAs: saidAs)
                        || RequestFrames.determiners.contains(tokens[end + 2]) && startsSaidValue(at: end + 3, saidAs: saidAs),
                    !LooseValues.measures(tokens[end]),
                    let name = loose.parameterCountingValues(), !saysNumber(named: name, of: template) {
                    // "2 loaves of sourdough", "3 bags of apples", "2 puffs of my inhaler": what holds
                    // the value is counted; "2 kilos of apples" measures them (WordNet's units).
                    take(position..<(end + 2), as: number, for: name)
                } else if case .value = span.reading, pointsBack(at: end),
                    extraCosts[end...(end + 1)].allSatisfy({ $0 >= 0 }),
                    let name = loose.parameterCountingValues(), !saysNumber(named: name, of: template) {
                    // "new training tops, 12 of them": the things said are counted.
                    take(position..<(end + 2), as: number, for: name)
                } else if case .value = span.reading, loose.counter?.unit == nil, end < tokens.count, extraCosts[end] >= 0,
                    countsBareThings(tokens[end], in: loose), let name = loose.parameterCountingValues(),
                    !saysNumber(named: name, of: template) {
                    // A bare count ("Quantity") counts any things said after it: "30 joists".
                    take(position..<end, as: number, for: name)
                } else if case .value = span.reading, let name = loose.parameterCountingPeople(), fills[name] == nil, let amount,
                    let (length, more) = peopleCount(numberAt: position, end: end, isLast: extraCosts[end...].allSatisfy { $0 < 0 }) {
                    // "there'll be 3 of us", "a study room at noon for 2": a count of people.
                    take(position..<(position + length), as: SlotFill(amount: amount + more), for: name)
                } else if let name = loose.onlyNumberParameter, position > 0, tokens[position - 1] == "to",
                    extraCosts[end...].allSatisfy({ $0 < 0 }) {
                    // "set the study to 20": a number the request ends on, set to its one number.
                    take(position..<end, as: number, for: name)
                }
            }
        }
        return refund
    }

    /// The parameter a scale said after a number ends at ("out of 5" after "3" for the one whose
    /// declared maximum is 5), and how many words the scale takes.
    func scale(after end: Int, in loose: LooseValues, isFree: (Int) -> Bool) -> (name: String, length: Int)? {
        let tokens = reading.tokens
        guard end + 2 < tokens.count, tokens[end] == "out", tokens[end + 1] == "of", let span = reading.numbers[end + 2],
            case .value(let top) = span.reading, let name = loose.scaleTops[top]
        else { return nil }
        let length = 2 + span.tokenCount
        return (end..<(end + length)).allSatisfy(isFree) ? (name, length) : nil
    }

    /// A name said after "named", "called", "as" or "name is" at the end of the request ("add a
    /// session in Meditator named Body Scan", "sign in to Meditator as Grace", "register a guest,
    /// name is Luca") fills the intent's one text parameter no phrase places; the words cost what
    /// a value said elsewhere costs. Returns the cost taken back.
    func takeNamedText(of template: CompiledTemplate, extraCosts: inout [Double], fills: inout [String: SlotFill]) -> Double {
        guard let name = template.looseValues.onlyTextParameter, fills[name] == nil else { return 0 }
        let tokens = reading.tokens
        let costs = extraCosts
        let isFree = { (index: Int) in costs[index] >= 0 }
        let named = LooseValues.nameSaid(in: tokens, isFree: isFree)
        guard let said = named ?? personNamed(for: name, of: template, isFree: isFree) else { return 0 }
        let refund = extraCosts[said.marker..<said.end].reduce(0, +) - MatchCosts.valueElsewhere
        guard refund > 0 else { return 0 }
        for index in said.marker..<said.end { extraCosts[index] = -1 }
        fills[name] = .text(tokens[said.name..<said.end].joined(separator: " "))
        return refund
    }

    /// A name said after "for" or "with" ("get a gift card for Priya", "swap my shift on Thursday
    /// with Priya in Brandeo"), when the text parameter `name` is for a person: a word naming it
    /// is a kind of person in WordNet ("Recipient", "Colleague"). One or two words, each free, no
    /// number, day or small word, and each one WordNet knows as no common noun (`mayBeAName`),
    /// closing the request or followed by a word of the phrase (its "in {app}") or a word tying
    /// a value ("with Gareth on Friday"); the last such.
    private func personNamed(for name: String, of template: CompiledTemplate, isFree: (Int) -> Bool)
        -> (marker: Int, name: Int, end: Int)? {
        let tokens = reading.tokens
        guard let nouns = WordNetNouns.shared,
            // The parameter first: `countsPersons` is remembered, a name's words are read each time.
            template.looseValues.textWords.contains(where: { $0.value == name && nouns.countsPersons($0.key) })
        else { return nil }
        func mayName(_ index: Int) -> Bool {
            isFree(index) && reading.numbers[index] == nil && !DayWords.isDate(tokens[index]) && !SmallWords.contains(tokens[index])
                && !Self.notNames.contains(tokens[index]) && nouns.mayBeAName(tokens[index])
        }
        for marker in tokens.indices.reversed() where Self.personMarkers.contains(tokens[marker]) && isFree(marker) {
            let length = tokens[(marker + 1)...].indices.prefix { mayName($0) }.prefix(2).count
            let end = marker + 1 + length
            if length > 0, end == tokens.count || !isFree(end) || LooseValues.ties.contains(tokens[end]) { return (marker, marker + 1, end) }
        }
        return nil
    }

    /// Words that say a person is named next: "for Priya", "with Priya".
    private static let personMarkers: Set<String> = ["for", "with"]

    /// Words for people that are no names ("for everyone", "for him").
    private static let notNames: Set<String> = ["everyone", "everybody", "him", "her", "them", "us", "you", "myself", "yourself"]

    /// Whether the number starting at token `start` is followed by the phrase's unit word `unit`.
    func saysUnit(_ unit: Int32?, after start: Int) -> Bool {
        guard let unit, let span = reading.numbers[start] else { return false }
        let after = start + span.tokenCount
        return after < reading.tokens.count && reading.ids[after] == unit
    }

    /// How many words from `start` say so many days ahead ("in 3 days", "in 2 weeks"), if they do.
    private func daysAheadSaid(from start: Int) -> Int? {
        let number = start + 1
        guard reading.tokens[start] == "in", number < reading.tokens.count, let span = reading.numbers[number],
            DayWords.saysDaysAhead(reading.tokens, numberAt: number, unitAt: number + span.tokenCount)
        else { return nil }
        return span.tokenCount + 2
    }

    /// Whether the words from `start` on begin with a value the alignment filled ("advil" in
    /// "log 2 advil").
    private func startsSaidValue(at start: Int, saidAs: [String: String]) -> Bool {
        let rest = reading.tokens[start...]
        return saidAs.values.contains { value in
            let words = value.split(separator: " ").map(String.init)
            return !words.isEmpty && rest.starts(with: words)
        }
    }

    /// Whether `word`, said after a number, is things a bare count counts: the plural of a thing
    /// WordNet knows, no unit, no person and no word naming another of the intent's numbers.
    func countsBareThings(_ word: String, in loose: LooseValues) -> Bool {
        Self.countsThings(word) && loose.numberParameter(namedBy: word) == nil && WordNetNouns.shared?.countsPersons(word) != true
    }

    /// Whether a number is said right before a word naming number parameter `name` ("three
    /// movers").
    private func saysNumber(named name: String, of template: CompiledTemplate) -> Bool {
        reading.tokens.indices.contains { start in
            guard let span = reading.numbers[start], start + span.tokenCount < reading.tokens.count else { return false }
            return template.looseValues.numberParameter(namedBy: reading.tokens[start + span.tokenCount]) == name
        }
    }

    /// How many words from the number at `start` (its words ending at `end`) say a count of people
    /// in other words than the parameter's unit, and how many more people a second part joined
    /// by "and" counts: "3 of us" (with "of us" or "of them"), "4 golfers" (a noun WordNet counts
    /// persons by; "two adults and one child" is three), "a party of 4", or "for 2" when nothing
    /// after it is left (`isLast`); nil otherwise.
    func peopleCount(numberAt start: Int, end: Int, isLast: Bool) -> (length: Int, more: Double)? {
        let tokens = reading.tokens
        if end + 1 < tokens.count, tokens[end] == "of", ["us", "them"].contains(tokens[end + 1]) { return (end + 2 - start, 0) }
        if end < tokens.count, WordNetNouns.shared?.countsPersons(tokens[end]) == true {
            let joined = peopleJoined(at: end + 1)
            return (end + 1 - start + (joined?.length ?? 0), joined?.count ?? 0)
        }
        // "a group of 6", "a party of 4": people gathered, counted.
        if start > 1, tokens[start - 1] == "of", Self.gatherings.contains(tokens[start - 2]) { return (end - start, 0) }
        return start > 0 && tokens[start - 1] == "for" && isLast ? (end - start, 0) : nil
    }

    /// A second count of people joined by "and" at `index` ("… and one child": a number before a
    /// noun WordNet counts persons by): how many words it takes and how many it counts.
    func peopleJoined(at index: Int) -> (length: Int, count: Double)? {
        let tokens = reading.tokens
        guard index + 1 < tokens.count, tokens[index] == "and", let span = reading.numbers[index + 1],
            let count = reading.amount(at: index + 1)
        else { return nil }
        let noun = index + 1 + span.tokenCount
        guard noun < tokens.count, WordNetNouns.shared?.countsPersons(tokens[noun]) == true else { return nil }
        return (noun + 1 - index, count)
    }

    /// Words for people gathered, whose number is said after "of" ("a party of 4").
    private static let gatherings: Set<String> = ["group", "party", "team", "family", "crew"]

    /// Whether the words at `index` point a number back to the things said before it: "of
    /// them", "of those", "of these" ("12 of them").
    func pointsBack(at index: Int) -> Bool {
        let tokens = reading.tokens
        return index + 1 < tokens.count && tokens[index] == "of" && Self.pointersBack.contains(tokens[index + 1])
    }

    /// Words after "12 of" that point back to the things said before ("12 of them").
    private static let pointersBack: Set<String> = ["them", "those", "these"]

    /// The first whole hour said as a time of day whose words are free ("7:00 pm" is 19), the
    /// words saying it, and those with the "at", "around" or "about" before it.
    func hourOfDay(isFree: (Int) -> Bool) -> (hour: Int, said: Range<Int>, words: Range<Int>)? {
        let tokens = reading.tokens
        guard let (hour, index) = TimesOfDay.firstWholeHour(in: tokens, isFree: isFree) else { return bareHourAfterAt(isFree: isFree) }
        let half = TimesOfDay.halfOfTheDayLength(in: tokens, at: index + 1)
        let end = (index + 1..<(index + 1 + half)).allSatisfy(isFree) ? index + 1 + half : index + 1
        let first = index > 0 && TimesOfDay.leadIns.contains(tokens[index - 1]) && isFree(index - 1) ? index - 1 : index
        return (hour, index..<end, first..<end)
    }

    /// A whole number said after "at", "around" or "about" with no unit after it ("first truck at
    /// 7"), as the hour it is said as: an answer "7" to the hour's question is 7 too.
    private func bareHourAfterAt(isFree: (Int) -> Bool) -> (hour: Int, said: Range<Int>, words: Range<Int>)? {
        let tokens = reading.tokens
        for index in tokens.indices.dropFirst() where TimesOfDay.leadIns.contains(tokens[index - 1]) && isFree(index - 1) && isFree(index) {
            guard let span = reading.numbers[index], span.tokenCount == 1, case .value(let hour) = span.reading, (0...23).contains(hour),
                index + 1 == tokens.count || !UnitWords.isUnit(tokens[index + 1]) && !LooseValues.measures(tokens[index + 1])
            else { continue }
            return (hour, index..<(index + 1), (index - 1)..<(index + 1))
        }
        return nil
    }

    /// Values said outside their place ("log water 8 ounces", "pay at the cafe 12 dollars") fill
    /// the shortcut's empty slots; returns the cost this takes back (what the words cost as extra
    /// words and the slot as left out, less `valueElsewhere`).
    mutating func fillStrayValues(
        of template: CompiledTemplate, extraCosts: inout [Double], skipped: [String: Double],
        fills: inout [String: SlotFill], saidAs: inout [String: String]
    ) -> Double {
        guard extraCosts.contains(where: { $0 >= 0 }), Int(template.shortcut) < registry.shortcutSlots.count else { return 0 }
        var refund = 0.0
        var used = extraCosts.map { $0 < 0 }
        func take(_ start: Int, _ length: Int) -> Double? {
            guard start + length <= used.count, !used[start..<(start + length)].contains(true) else { return nil }
            let words = extraCosts[start..<(start + length)].reduce(0, +)
            for index in start..<(start + length) {
                used[index] = true
                extraCosts[index] = -1
            }
            return words
        }
        for (name, vocabulary, unit) in registry.shortcutSlots[Int(template.shortcut)] where fills[name] == nil {
            let isNumber = registry.vocabularies[Int(vocabulary)].isNumber
            if isNumber, template.looseValues.hourOfDayParameters.contains(name),
                let (hour, said, words) = hourOfDay(isFree: { !used[$0] }), let wordsCost = take(words.lowerBound, words.count) {
                // "at 7 pm" for a parameter counting the hour of the day: 19.
                fills[name] = .number(hour)
                saidAs[name] = reading.said(said)
                refund += wordsCost + (skipped[name] ?? 0) - MatchCosts.valueElsewhere
                continue
            }
            let valuesByStart = isNumber ? [] : spans(of: vocabulary)
            // A number said with the slot's unit first ("2x 8oz water" is 8 ounces).
            let starts = isNumber
                ? reading.tokens.indices.sorted { saysUnit(unit, after: $0) && !saysUnit(unit, after: $1) }
                : Array(reading.tokens.indices)
            for start in starts where !used[start] {
                if isNumber {
                    // "8 cups" is no number of ounces (a unit other than the phrase's); "2 hours" is 120 minutes.
                    let after = start + (reading.numbers[start]?.tokenCount ?? 0)
                    guard let span = reading.numbers[start],
                        after == reading.tokens.count || reading.ids[after] == unit || !UnitWords.isUnit(reading.tokens[after])
                            || template.looseValues.converts(from: reading.tokens[after], for: name),
                        // "2 coffees" counts coffees, never ounces; a quantity, yes.
                        after == reading.tokens.count || !startsSaidValue(at: after, saidAs: saidAs)
                            || !template.looseValues.measuresIn(name),
                        case let fill?? = numberFill(span, at: start, for: name, in: template, besides: unit)
                    else { continue }
                    // The number with its unit and the word tying it ("of 21 kilometres"), as far as
                    // the phrase left them over.
                    let withUnit = after < reading.tokens.count
                        && (reading.ids[after] == unit || template.looseValues.converts(from: reading.tokens[after], for: name))
                    let tied = start > 0 && LooseValues.ties.contains(reading.tokens[start - 1])
                    var wordsTaken: Double?
                    for (first, length) in [(start - 1, span.tokenCount + 2), (start, span.tokenCount + 1), (start, span.tokenCount)]
                    where wordsTaken == nil && (length == span.tokenCount || withUnit && (first == start || tied)) {
                        wordsTaken = take(first, length)
                    }
                    guard let wordsCost = wordsTaken else { continue }
                    fills[name] = fill
                    saidAs[name] = reading.said(start..<(start + span.tokenCount))
                    refund += wordsCost + (skipped[name] ?? 0) - MatchCosts.valueElsewhere
                    break
                }
                // "in 3 days" for a day: taken for the conversation to read, as a day no phrase
                // places is.
                if registry.vocabularies[Int(vocabulary)].readsDays, let length = daysAheadSaid(from: start),
                    let wordsCost = take(start, length) {
                    refund += wordsCost + (skipped[name] ?? 0) - MatchCosts.valueElsewhere
                    break
                }
                // The longest value said whose words the phrase left over ("long" of "a long run"
                // where the phrase says "run").
                var taken: (span: ValueSpan, wordsCost: Double)?
                let said = valuesByStart[start]
                for span in said.count > 1 ? said.sorted(by: { $0.length > $1.length }) : said {
                    // "for the cat and the dog": two values, of which the slot takes neither.
                    let placed = PlacedValue(slot: name, vocabulary: vocabulary, value: span.value, words: start..<(start + span.length))
                    if saysAnotherValue(than: placed, in: template, isFree: { !used[$0] }) { break }
                    if let wordsCost = take(start, span.length) {
                        taken = (span, wordsCost)
                        break
                    }
                }
                guard let (span, wordsCost) = taken else { continue }
                fills[name] = .value(valueName(span.value, of: registry.vocabularies[Int(vocabulary)], at: start))
                saidAs[name] = reading.said(start..<(start + span.length))
                refund += wordsCost + (skipped[name] ?? 0) - MatchCosts.valueElsewhere - Double(span.typos) * MatchCosts.typo
                break
            }
        }
        return max(0, refund)
    }
}
