/// The value a number said gives a number slot, in the slot's own unit.
extension TemplateAligner {
    /// What the number `number` at token `i` gives number slot `slot`: nil when the word after it
    /// makes it another parameter's ("34 inches" for a weight, "90 minutes" for players) or says how often ("2x");
    /// `.some(nil)` when it cannot be read (too large: the conversation refuses it); else the
    /// number, turned into the slot's unit when said in another length of time ("nap 2 hrs" is
    /// 120 for "{minutes} minute nap"). `ownWord` is the phrase's word after the slot, which never
    /// makes it another's; a word before the number naming another number parameter ("lot 310"
    /// for the bid) makes it that one's, unless it is `ownWordBefore`, the phrase's word before
    /// the slot.
    func numberFill(
        _ number: NumberSpan, at i: Int, for slot: String, in template: CompiledTemplate, besides ownWord: Int32?,
        following ownWordBefore: Int32? = nil
    ) -> SlotFill?? {
        let after = i + number.tokenCount
        let namedAfter = after < reading.tokens.count && template.looseValues.names(reading.tokens[after], slot)
        if !namedAfter, i > 0, reading.ids[i - 1] != ownWordBefore, namesOther(before: i, than: slot, in: template.looseValues) {
            return nil
        }
        // "remind me at 5": a number after "at" is a point, never a length of time.
        if !namedAfter, i > 0, reading.tokens[i - 1] == "at", template.looseValues.countsTime(slot) { return nil }
        // "seven fifty" is 7.50 for a price with cents.
        let price = template.looseValues.pricesWithCents.contains(slot) ? NumberParser.dollarsAndCents(reading.tokens, in: i..<after) : nil
        guard let amount = price ?? reading.amount(at: i) else { return .some(nil) }
        let said = price.map { SlotFill(amount: $0) } ?? SlotFill(amount: amount, whole: number.reading)
        // "for two adults and two kids": a count of people said in two parts is their sum. The
        // words are read first: most numbers have no "and" after their noun.
        if let joined = peopleJoined(at: after + 1), WordNetNouns.shared?.countsPersons(reading.tokens[after]) == true,
            template.looseValues.parameterCountingPeople() == slot {
            return SlotFill(amount: amount + joined.count)
        }
        guard after < reading.tokens.count, reading.ids[after] != ownWord else { return said }
        let word = reading.tokens[after]
        // "2x 8oz", "3 times": how often, not how much; "2 lattes" counts lattes, never ounces,
        // and is the count of "Order {quantity} {item}".
        if Self.howOften.contains(word) { return nil }
        if reading.valueInPlural[after] >= 0, template.looseValues.measuresIn(slot) || !self.slot(slot, isFollowedBySlotIn: template) {
            return nil
        }
        // "I have 2 kids": a count of a thing, no amount of a parameter measured in a unit.
        if template.looseValues.measuresIn(slot), !template.looseValues.names(word, slot), Self.countsThings(word) { return nil }
        if saysWhen(numberAt: i, unitAt: after, to: template) { return nil }
        // "it cost 40 dollars": money, no amount of a parameter measured in degrees.
        if Prices.isCurrency(word), template.looseValues.measuresInOtherThanMoney(slot) { return nil }
        // "trench 7 context 42": a word that is no unit, before another number, names that number.
        if after + 1 < reading.tokens.count, reading.numbers[after + 1] != nil, !UnitMeasure.isUnit(word) { return said }
        guard template.looseValues.saysOtherUnit(word, than: slot) else { return said }
        // "90 minutes" is no number of players: an amount in a unit fills only a slot whose unit
        // measures the same ("800 grams" a weight in kilograms).
        guard template.looseValues.converts(from: word, for: slot) else { return nil }
        return .some(template.looseValues.amount(amount, saidIn: word, convertedFor: slot).map { SlotFill(amount: $0) })
    }

    /// A number slot the alignment filled, where its number starts and the phrase's unit word after it.
    struct PlacedNumber {
        let slot: String
        let start: Int
        let unit: Int32?
    }

    /// A number placed in a slot without the phrase's unit after it gives way to a number said
    /// elsewhere with that unit: in "pay pocket money 2 lily 6 dollars" the dollars are 6.
    func moveToNumberWithUnit(
        _ placed: PlacedNumber, in template: CompiledTemplate, extraCosts: inout [Double],
        fills: inout [String: SlotFill], saidAs: inout [String: String]
    ) {
        guard let unit = placed.unit, !saysUnit(unit, after: placed.start) else { return }
        for start in reading.tokens.indices where extraCosts[start] >= 0 {
            guard let span = reading.numbers[start], saysUnit(unit, after: start),
                  extraCosts[start..<(start + span.tokenCount)].allSatisfy({ $0 >= 0 }),
                  case let fill?? = numberFill(span, at: start, for: placed.slot, in: template, besides: unit)
            else { continue }
            fills[placed.slot] = fill
            saidAs[placed.slot] = reading.said(start..<(start + span.tokenCount))
            for index in start..<(start + span.tokenCount) { extraCosts[index] = -1 }
            return
        }
    }

    /// The number parameter no phrase places that the words right before the number at `i` name,
    /// and where they start: "zone 12", or the name and a word that ties it to the number
    /// (`ParameterWords.namingPlaces`).
    func parameterNamed(before i: Int, in loose: LooseValues) -> (name: String, at: Int)? {
        // "give today's lesson four stars": the number counts what follows it, whatever names it.
        if let span = reading.numbers[i], i + span.tokenCount < reading.tokens.count,
            Self.countsThings(reading.tokens[i + span.tokenCount]) {
            return nil
        }
        for at in ParameterWords.namingPlaces(before: i, in: reading.tokens) {
            if let name = loose.numberParameter(namedBy: reading.tokens[at]) { return (name, at) }
        }
        return nil
    }

    /// Whether the word at `word`, which names number parameter `name`, is the name of the number
    /// right after it, whose own next word names `name` too ("at 9, fee 12 dollars": the fee is
    /// 12, and 9 is no fee).
    func namesNumber(after word: Int, as name: String, in loose: LooseValues) -> Bool {
        let next = word + 1
        guard next < reading.tokens.count, let span = reading.numbers[next] else { return false }
        let after = next + span.tokenCount
        return after < reading.tokens.count && loose.names(reading.tokens[after], name)
    }

    /// Whether the words right before the number at `i` name another number parameter than
    /// `slot`: the word before it, or the word before a naming tie ("a pH of 7.8" is no chlorine).
    private func namesOther(before i: Int, than slot: String, in loose: LooseValues) -> Bool {
        !placesNamingOther(before: i, than: slot, in: loose).isEmpty
    }

    /// Where a word before the number at `i` (or before a naming tie) names another number
    /// parameter than `slot` (`ParameterWords.namingPlaces`).
    private func placesNamingOther(before i: Int, than slot: String, in loose: LooseValues) -> [Int] {
        ParameterWords.namingPlaces(before: i, in: reading.tokens).filter { loose.namesOther(reading.tokens[$0], than: slot) }
    }

    /// Whether the word before the number at `i` (or before a naming tie) names another number
    /// parameter than `slot` for that number ("lot 310", "lot number 310" is no bid), not as the
    /// unit of a number before it ("11.5 lbs 34 inches": the lbs are the weight's; "72 arrows at
    /// 18 metres": the arrows are 72, and 18 the distance).
    func saysOtherParameter(before i: Int, than slot: String, in loose: LooseValues) -> Bool {
        placesNamingOther(before: i, than: slot, in: loose).contains { at in
            !(0..<at).contains { start in reading.numbers[start].map { start + $0.tokenCount == at } ?? false }
        }
    }

    /// Whether `word` is the plural of a thing WordNet knows that is no unit ("kids", "friends";
    /// not "dollars" or "kilos").
    static func countsThings(_ word: String) -> Bool {
        let singular = ParameterWords.singular(word)
        guard singular != word, !UnitWords.isUnit(word), let nouns = WordNetNouns.shared, nouns.isNoun(singular) else { return false }
        return nouns.isUnitOfMeasure(word) == false
    }

    /// Words after a number that say how often ("2x", "3 times"); static, as a literal
    /// `[…].contains` makes its array on every call.
    private static let howOften = ["x", "times"]

    /// Whether the number at `i`, with the unit of time at `unit`, says when rather than how
    /// long: after "in", in days or longer, to an intent that takes a day ("Book a hot desk in 3
    /// days" is no 72 hours); a phrase of its shortcut places a day, or it is the intent's one
    /// date parameter no phrase places.
    func saysWhen(numberAt i: Int, unitAt unit: Int, to template: CompiledTemplate) -> Bool {
        guard DayWords.saysDaysAhead(reading.tokens, numberAt: i, unitAt: unit) else { return false }
        return template.looseValues.dayParameter != nil
            || registry.shortcutSlots[Int(template.shortcut)].contains { registry.vocabularies[Int($0.vocabulary)].readsDays }
    }

    /// Whether a phrase of the template's shortcut says slot `slot` right before another slot
    /// ("{quantity} {item}"): "3 sodas" is the quantity of "Send {snack} to my seat" too, when
    /// "Order {quantity} {snack} to seat {seat}" is another phrase of it.
    private func slot(_ slot: String, isFollowedBySlotIn template: CompiledTemplate) -> Bool {
        registry.apps[Int(template.app)].templates.contains { index in
            let phrase = registry.templates[Int(index)]
            return phrase.shortcut == template.shortcut && phrase.elements.indices.dropLast().contains { j in
                guard case .slot(let name, _) = phrase.elements[j], name == slot, case .slot = phrase.elements[j + 1] else { return false }
                return true
            }
        }
    }

    /// The phrase's word right before element `j`, if a word comes before it.
    func wordBefore(_ j: Int, in template: CompiledTemplate) -> Int32? {
        guard j > 0, case .word(let previous, _) = template.elements[j - 1] else { return nil }
        return previous
    }

    /// The phrase's word right after element `j`, if a word follows it.
    func wordAfter(_ j: Int, in template: CompiledTemplate) -> Int32? {
        guard j + 1 < template.elements.count, case .word(let next, _) = template.elements[j + 1] else { return nil }
        return next
    }
}

extension SlotFill {
    /// A number as a fill: `.number` when whole (`whole`, read as said, keeps every digit of a
    /// large one), else `.decimal`.
    init(amount: Double, whole: NumberReading? = nil) {
        if case .value(let value)? = whole {
            self = .number(value)
        } else if amount == amount.rounded(), abs(amount) < 1e15 {
            self = .number(Int(amount))
        } else {
            self = .decimal(amount)
        }
    }
}
