@testable import HarkEngine
import Testing

@Test(arguments: [
    ("1,000", 1000.0), ("3,5", 3.5), ("2.5", 2.5), ("three and a half", 3.5), ("8 point 5", 8.5),
    ("two and a quarter", 2.25), ("1e3", 1000.0), ("tree ounces", 3.0), ("to hours", 2.0),
    ("one point zero four eight", 1.048), ("one point oh five", 1.05), ("1 point 0 4", 1.04),
])
func numbersAsPeopleWriteThemAreRead(text: String, expected: Double) {
    let numbers = SaidNumber.all(in: UtteranceReading.tokens(of: text))
    switch numbers.first?.reading {
    case .whole(let value)?: #expect(Double(value) == expected)
    case .fraction(let value)?: #expect(value == expected)
    default: Issue.record("\(text) read as \(String(describing: numbers.first))")
    }
}

@Test(arguments: ["a hundred and twelve thousand million billion trillion", "1e308", "99999999999999999999", "99999999999999e9"])
func numbersBeyondReadingAreTooLarge(text: String) {
    #expect(SaidNumber.all(in: UtteranceReading.tokens(of: text)).first?.reading == .tooLarge)
}

@Test(arguments: [
    ("Log 1e308 ounces", true), ("Log a hundred thousand million billion ounces", true),
    ("Log 99999999999999999999 ounces", true), ("Log 1e3 ounces", false), ("Log a hundred thousand ounces", false),
])
func aRequestMentionsANumberTooLargeAsAnAnswerWouldBe(text: String, tooLarge: Bool) {
    #expect(SaidNumber.mentionsTooLarge(text) == tooLarge)
}

@Test(arguments: ["go to the pier", "move to zone 5", "for how long", "I ate"])
func homophonesAreWordsUnlessAUnitFollows(text: String) {
    #expect(!SaidNumber.all(in: UtteranceReading.tokens(of: text)).contains { $0.reading == .whole(2) || $0.reading == .whole(4) || $0.reading == .whole(8) })
}

@Test func anAnswerFillsTheParameterAskedUnlessAWordBesideItNamesAnother() {
    let targets = [
        NumberAssignment.Target(name: "zone", words: ParameterWords(name: "zone", title: "Zone", unit: nil)),
        NumberAssignment.Target(name: "hours", words: ParameterWords(name: "hours", title: "Hours", unit: "hours")),
    ]
    func assigned(_ text: String, asked: String?) -> [String: SaidNumber.Reading] {
        let tokens = UtteranceReading.tokens(of: text)
        let claimed = [Bool](repeating: false, count: tokens.count)
        return NumberAssignment(tokens: tokens, claimed: claimed, targets: targets, asked: asked).values.mapValues(\.reading)
    }
    #expect(assigned("12", asked: "zone") == ["zone": .whole(12)])
    #expect(assigned("2 hours", asked: "zone") == ["hours": .whole(2)])
    #expect(assigned("zone 12 for 3 hours", asked: "hours") == ["zone": .whole(12), "hours": .whole(3)])
    #expect(assigned("12", asked: nil).isEmpty)
}

@Test func aLengthOfTimeGoesOnlyToAParameterCountingTime() {
    let targets = [
        NumberAssignment.Target(name: "energy", words: ParameterWords(name: "energy", title: "Energy", unit: "kilowatt hours")),
        NumberAssignment.Target(name: "hour", words: ParameterWords(name: "hour", title: "Hour", unit: nil)),
        NumberAssignment.Target(name: "rest", words: ParameterWords(name: "rest", title: "Minutes", unit: nil)),
    ]
    #expect(targets.map(\.words.measure) == [nil, nil, UnitMeasure(kind: .time, perUnit: 60)])
    let tokens = UtteranceReading.tokens(of: "2 hours")
    let assigned = NumberAssignment(tokens: tokens, claimed: [false, false], targets: Array(targets[0...0]), asked: nil)
    #expect(assigned.values.isEmpty)
    let converted = NumberAssignment(tokens: tokens, claimed: [false, false], targets: [targets[0], targets[2]], asked: nil)
    #expect(converted.values.mapValues(\.reading) == ["rest": .whole(120)])
}

@Test func weeksGoToAParameterCountingNightsAsDays() {
    let nights = NumberAssignment.Target(name: "nights", words: ParameterWords(name: "nights", title: "Nights", unit: "nights"))
    #expect(nights.words.measure == UnitMeasure.of("days"))
    let tokens = UtteranceReading.tokens(of: "2 weeks")
    let converted = NumberAssignment(tokens: tokens, claimed: [false, false], targets: [nights], asked: nil)
    #expect(converted.values.mapValues(\.reading) == ["nights": .whole(14)])
}

@Test func aWeightInAnotherUnitGoesToTheParameterWeighingInItsOwn() {
    let targets = [
        NumberAssignment.Target(name: "count", words: ParameterWords(name: "count", title: "Count", unit: "bags")),
        NumberAssignment.Target(name: "weight", words: ParameterWords(name: "weight", title: "Weight", unit: "kilograms")),
    ]
    let tokens = UtteranceReading.tokens(of: "800 grams")
    let converted = NumberAssignment(tokens: tokens, claimed: [false, false], targets: targets, asked: nil)
    #expect(converted.values.mapValues(\.reading) == ["weight": .fraction(0.8)])
    let ounces = NumberAssignment(tokens: UtteranceReading.tokens(of: "8 oz"), claimed: [false, false], targets: targets, asked: nil)
    #expect(ounces.values.isEmpty)
}

@Test func aPriceWithCentsReadsDollarsThenCentsSaidInWords() {
    let targets = [
        NumberAssignment.Target(name: "amount", words: ParameterWords(name: "amount", title: "Bid", unit: "dollars"), takesCents: true),
        NumberAssignment.Target(name: "lot", words: ParameterWords(name: "lot", title: "Lot", unit: nil)),
    ]
    func assigned(_ text: String, asked: String?) -> [String: SaidNumber.Reading] {
        let tokens = UtteranceReading.tokens(of: text)
        let claimed = [Bool](repeating: false, count: tokens.count)
        return NumberAssignment(tokens: tokens, claimed: claimed, targets: targets, asked: asked).values.mapValues(\.reading)
    }
    #expect(assigned("bid seven fifty", asked: nil) == ["amount": .fraction(7.5)])
    #expect(assigned("twelve ninety nine", asked: "amount") == ["amount": .fraction(12.99)])
    #expect(assigned("eighty two fifty", asked: "amount") == ["amount": .fraction(82.5)])
    #expect(assigned("lot twelve fifty", asked: nil) == ["lot": .whole(1250)])
    #expect(assigned("seven hundred fifty", asked: "amount") == ["amount": .whole(750)])
}

@Test(arguments: [
    (["seven", "fifty"], 7.5), (["twelve", "ninety", "nine"], 12.99), (["ten", "twenty"], 10.2),
    (["eighty", "two", "fifty"], 82.5), (["twenty", "five", "ninety", "nine"], 25.99),
    (["seven", "hundred"], nil), (["twenty", "five"], nil), (["7", "50"], nil), (["seven"], nil),
    (["twenty", "fifty"], nil), (["eighty", "two", "fifty", "fifty"], nil),
] as [([String], Double?)])
func dollarsAndCentsAreABelowTwentyOrTensAndADigitThenTens(tokens: [String], price: Double?) {
    #expect(NumberParser.dollarsAndCents(tokens, in: 0..<tokens.count) == price)
}

@Test(arguments: [
    (["1", "e", "-3"], [SaidNumber.Reading.whole(1), .whole(-3)]), (["2", "e"], [.whole(2)]), (["e", "5"], [.whole(5)]),
    (["1", "e", "99999999999999999999"], [.whole(1), .tooLarge]),
])
func anExponentThatIsNoPowerOfTenIsReadAsTheNumbersSaid(tokens: [String], expected: [SaidNumber.Reading]) {
    #expect(SaidNumber.all(in: tokens).map(\.reading) == expected)
}
