/// Values an intent takes that a phrase has no place for (another phrase of its shortcut may
/// have), which a request said after that phrase may still say: a number beside a word that
/// names its parameter ("for 45 minutes", "2 puffs"), a day ("until tomorrow"), a value of a
/// choice ("the rooftop hive"), and the words of a text parameter in place of the phrase's word
/// that names it ("Find the passports" for "Find an item"). Said so, they cost what a value
/// said elsewhere costs, not what unknown words cost; the conversation then fills them
/// (`RequestValues`, `SlotFill.text`).
public struct LooseValues: Sendable, Hashable {
    /// Words that name a number parameter outside the phrases (singular and plural), each with
    /// the parameter it names.
    public var numberWords: [String: String]
    /// The one date parameter outside the phrases, if there is exactly one.
    public var dayParameter: String?
    /// Words of a phrase that stand for a text parameter (its title's and name's words, and
    /// "something" when it is the intent's only text), each with the parameter.
    public var textWords: [String: String]

    /// The one whole-number parameter outside the phrases whose unit is not one Hark knows
    /// ("pills", "bottles", "degrees"; not "minutes"), with that unit.
    public var counter: Counter?

    /// Choice (enum) parameters outside the phrases, each with its values: "plan an inspection
    /// of the rooftop hive tomorrow" names the hive though no phrase has a place for it.
    public var choices: [String: SlotVocabulary]

    /// The intent's one text parameter outside the phrases, if there is exactly one: "add a
    /// session named Body Scan" names it.
    public var onlyTextParameter: String?

    /// The intent's one number parameter outside the phrases, if there is exactly one: "set the
    /// study to 20" sets it.
    public var onlyNumberParameter: String?

    /// Every number parameter of the intent, placed by a phrase or not, with the words that
    /// name it (its name's, title's and unit's words).
    public var numberParameterWords: [String: Set<String>] = [:]

    /// The intent's whole-number (integer) parameters, placed by a phrase or not.
    public var wholeNumberParameters: Set<String> = []

    /// The number parameters by their declared maximum, where no other parameter of the intent
    /// has that maximum: "3 out of 5" is the value of the one whose maximum is 5.
    var scaleTops: [Int: String] = [:]

    /// The intent's one whole-number parameter outside the phrases that names a thing by its
    /// number rather than measuring or counting: no unit, not the hour of the day, not a count
    /// ("Cow tag", "Lot"). "145 got penicillin" says it with no word beside it.
    var identifier: String?

    /// The number parameters whose unit Hark converts, placed by a phrase or not, each with
    /// what its unit measures (`ParameterWords.measure`).
    var measures: [String: UnitMeasure] = [:]
    /// The number parameters counting the hour of the day (`ParameterWords.readsHourOfDay`), in
    /// the order the intent declares them: times said fill them in that order ("from 10 pm to 7
    /// am" is a start of 22 and an end of 7 where the start is declared first).
    var hourOfDayParameters: [String] = []
    /// The whole-number parameters with a unit, by name, with that unit ("people"), placed by a
    /// phrase or not.
    var wholeNumberUnits: [String: String] = [:]
    /// The prices with cents (`Prices.takesCents`), placed by a phrase or not.
    var pricesWithCents: Set<String> = []
    /// The parameters that take a list of values ("tea and coffee" for `[DrinkType]`), placed by
    /// a phrase or not: two values said are both theirs (`ListSlots`).
    var listParameters: Set<String> = []
    /// The yes/no parameters outside the phrases, each with its title's words ("urgent", "high
    /// chair"): said alone, they say yes (`TemplateAligner.titlesSaidAlone`).
    var yesOrNoTitles: [String: [String]] = [:]

    /// Whether number parameter `parameter` counts time ("minutes", "Hours").
    func countsTime(_ parameter: String) -> Bool { measures[parameter]?.kind == .time }

    /// The one parameter counting time that `filled` leaves empty; nil when none or several are.
    func onlyEmptyParameterCountingTime(besides filled: [String: SlotFill]) -> String? {
        let empty = measures.keys.filter { filled[$0] == nil && countsTime($0) }
        return empty.count == 1 ? empty.first : nil
    }

    /// A whole-number parameter and what it counts: its unit, or nil for a bare count ("Quantity").
    public struct Counter: Sendable, Hashable {
        public var parameter: String
        public var unit: String?
    }

    public init(
        numberWords: [String: String] = [:], dayParameter: String? = nil, textWords: [String: String] = [:],
        counter: Counter? = nil, onlyNumberParameter: String? = nil, onlyTextParameter: String? = nil,
        choices: [String: SlotVocabulary] = [:]
    ) {
        self.numberWords = numberWords
        self.dayParameter = dayParameter
        self.textWords = textWords
        self.counter = counter
        self.onlyNumberParameter = onlyNumberParameter
        self.onlyTextParameter = onlyTextParameter
        self.choices = choices
    }

    /// The parameter a whole number said right before a value's name counts ("log 2 advil" →
    /// pills, "add 6 apples" → the quantity): the counter, when it has no unit or WordNet says its
    /// unit names things, not a unit of measure ("bottles", not "dollars" or "minutes"). WordNet is
    /// read here, when first asked, never at start-up.
    func parameterCountingValues() -> String? {
        guard let counter else { return nil }
        guard let unit = counter.unit else { return counter.parameter }
        return WordNetNouns.shared?.isUnitOfMeasure(unit) == false ? counter.parameter : nil
    }

    /// The one whole-number parameter counting persons ("people", "players", "guests", by
    /// WordNet), which "3 of us" and a closing "for 2" give a number to; nil when there is none
    /// or more than one. WordNet is read here, when first asked, never at start-up.
    func parameterCountingPeople() -> String? {
        guard let nouns = WordNetNouns.shared else { return nil }
        let counting = wholeNumberUnits.filter { nouns.countsPersons($0.value) }
        return counting.count == 1 ? counting.first?.key : nil
    }

    /// Whether `word` is a unit one measures in, not a thing one counts: a length of time Hark
    /// knows ("weeks"), one of its units, or a unit of measure in WordNet.
    static func measures(_ word: String) -> Bool {
        UnitWords.seconds(in: word) != nil || UnitWords.isUnit(word) || WordNetNouns.shared?.isUnitOfMeasure(word) == true
    }

    /// Whether number parameter `parameter` measures in a unit ("ounces", "dollars", "minutes")
    /// rather than counting things ("Quantity", "Players"): a number said before a value's plural
    /// ("2 lattes") is never a measure's, and is a count's ("2 pizzas" for the quantity).
    func measuresIn(_ parameter: String) -> Bool {
        numberParameterWords[parameter]?.contains(where: Self.measures) ?? false
    }

    /// Whether number parameter `parameter` measures in a unit that is no currency (degrees,
    /// ounces), so an amount of money is never its value ("it cost 40 dollars" is no temperature).
    func measuresInOtherThanMoney(_ parameter: String) -> Bool {
        measuresIn(parameter) && numberParameterWords[parameter]?.contains(where: Prices.isCurrency) == false
    }

    /// Whether `word`, said right before a number, names another of the intent's number
    /// parameters and not `parameter` ("lane 12" is no quantity).
    func namesOther(_ word: String, than parameter: String) -> Bool {
        !names(word, parameter) && numberParameterWords.keys.contains { $0 != parameter && names(word, $0) }
    }

    /// Whether `word` names number parameter `parameter` ("inches" the length).
    func names(_ word: String, _ parameter: String) -> Bool {
        guard let words = numberParameterWords[parameter] else { return false }
        return words.contains(word) || words.contains(ParameterWords.singular(word))
    }

    /// Whether a number said right before `word` is not a value of number parameter `parameter`:
    /// `word` names another of the intent's number parameters and not this one ("34 inches" is
    /// no weight), or is a unit Hark knows or measures other than this parameter's own ("2 hours"
    /// is no count of minutes, "2 weeks" no count of nights, "2 feet" no count of inches; the
    /// conversation turns them into minutes, nights and inches). `word` is as the matcher
    /// compares it (units spelt one way).
    func saysOtherUnit(_ word: String, than parameter: String) -> Bool {
        if names(word, parameter) { return false }
        if namesOther(word, than: parameter) { return true }
        guard UnitMeasure.isUnit(word) else { return false }
        return measures[parameter] != nil || numberParameterWords[parameter]?.contains(where: UnitWords.isUnit) == true
    }

    /// `amount` said before `word` in `parameter`'s unit, when both measure the same thing ("2
    /// hours" is 120 minutes, "800 grams" 0.8 kilograms); nil otherwise, and nil when a
    /// whole-number parameter would get a fraction ("3 minutes 2 seconds" is no whole number of
    /// minutes).
    func amount(_ amount: Double, saidIn word: String, convertedFor parameter: String) -> Double? {
        guard let said = UnitMeasure.of(word), let own = measures[parameter],
            let converted = said.amount(amount, in: own), converted.isFinite, abs(converted) < Double(Int32.max)
        else { return nil }
        return wholeNumberParameters.contains(parameter) && converted != converted.rounded() ? nil : converted
    }

    /// Whether `word` and `parameter`'s unit measure the same thing, so `amount` turns one into
    /// the other.
    func converts(from word: String, for parameter: String) -> Bool {
        guard let said = UnitMeasure.of(word), let own = measures[parameter] else { return false }
        return said.kind == own.kind
    }

    /// The one number parameter outside the phrases whose unit measures what `word`, another
    /// unit, does ("ninety minutes" for the hours, "800 grams" for the kilograms).
    func parameterMeasuring(besides word: String) -> String? {
        guard UnitMeasure.of(word) != nil else { return nil }
        let measured = Set(numberWords.values).filter { converts(from: word, for: $0) }
        return measured.count == 1 ? measured.first : nil
    }

    /// The number parameter `word` names, if any.
    func numberParameter(namedBy word: String) -> String? {
        numberWords[word] ?? numberWords[ParameterWords.singular(word)]
    }

    /// The text parameter `word` stands for in a phrase, if any ("items" → item).
    func textParameter(namedBy word: String) -> String? {
        textWords[word] ?? textWords[ParameterWords.singular(word)]
    }

    /// Words that stand for whatever a person names, in place of the thing itself.
    static let indefinites: Set<String> = ["something", "anything", "stuff"]

    /// Words that introduce a name: "a session named Body Scan", "sign in as Grace".
    static let namers: Set<String> = ["named", "called", "titled", "as"]

    /// The name said after a namer or "name is" ("… named Body Scan", "…, her name is Jo"), to
    /// the end of `tokens` or to a clause of its own ("… is Peter Novak and he was born in 1951"):
    /// where the words introducing it start, where the name starts and where it ends, all of them
    /// free; nil if none.
    static func nameSaid(in tokens: [String], isFree: (Int) -> Bool) -> (marker: Int, name: Int, end: Int)? {
        func introducesName(_ index: Int) -> Bool {
            namers.contains(tokens[index]) || index > 0 && tokens[index] == "is" && tokens[index - 1] == "name"
        }
        func opensClause(_ index: Int) -> Bool {
            tokens[index] == "and" && index + 1 < tokens.count && clauseSubjects.contains(tokens[index + 1])
        }
        guard let last = tokens.indices.last(where: { introducesName($0) && isFree($0) }), last + 1 < tokens.count
        else { return nil }
        let end = (last + 2..<tokens.count).first(where: opensClause) ?? tokens.count
        guard (last + 1..<end).allSatisfy(isFree) else { return nil }
        let saysNameIs = tokens[last] == "is" && isFree(last - 1)
        return (saysNameIs ? last - 1 : last, last + 1, end)
    }

    /// Words that open a clause of their own after "and": who it is about ("and he was born …").
    private static let clauseSubjects: Set<String> = ["he", "she", "they", "i", "we", "it", "his", "her", "their", "my"]

    /// Words that may tie a loose value to the request: "for 45 minutes", "until tomorrow".
    static let ties: Set<String> = ["for", "to", "on", "until", "till", "by", "at", "next", "this", "of"]
}
