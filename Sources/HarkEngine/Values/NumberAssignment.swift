import HarkKit

/// Which parameter each number said goes to, decided once for the whole utterance.
///
/// A number goes to at most one parameter: the one a word beside it names ("2 hours", "zone
/// 12", "2 electric bikes": value names in between are passed over), else the parameter that
/// was asked, if any. A number neither named nor asked for goes nowhere and is kept in
/// `unplaced`: an answer never fills every empty parameter of its type.
///
///     asked zone, said "2 hours"   → hours: 2 (zone is still to be asked)
///     asked zone, said "12 please" → zone: 12
struct NumberAssignment: Sendable {
    /// A parameter that takes a number, and the words that name it.
    struct Target: Sendable {
        let name: String
        let words: ParameterWords
        /// Whether the parameter is a price with cents (`Prices.takesCents`).
        let takesCents: Bool

        init(name: String, words: ParameterWords, takesCents: Bool = false) {
            self.name = name
            self.words = words
            self.takesCents = takesCents
        }

        init(name: String, parameter: any AnyParameter) {
            self.init(name: name, words: ParameterWords(parameter, named: name), takesCents: Prices.takesCents(parameter))
        }
    }

    private(set) var values: [String: SaidNumber] = [:]
    /// Numbers said that no parameter took.
    private(set) var unplaced: [SaidNumber] = []

    /// `claimed` marks tokens that said another value (an enum case, an entity). With `takesDay`
    /// (the intent has a date parameter), a length in days or more after "in" says when, not
    /// how long ("Book a hot desk in 3 days"), and goes nowhere.
    init(tokens: [String], claimed: [Bool], targets: [Target], asked: String?, takesDay: Bool = false) {
        let unitWords = targets.reduce(into: Set<String>()) { $0.formUnion($1.words.all) }
        // "at 7 pm" for a parameter counting the hour of the day is 19.
        if let hour = targets.first(where: \.words.readsHourOfDay),
            let said = Self.hourOfDay(in: tokens, claimed: claimed, readingNumbers: asked == hour.name) {
            values[hour.name] = said
        }
        var forAsked: [SaidNumber] = []
        for said in SaidNumber.all(in: tokens, claimed: claimed, unitWords: unitWords) {
            var number = said
            if takesDay, DayWords.saysDaysAhead(tokens, numberAt: number.range.lowerBound, unitAt: number.range.upperBound) {
                unplaced.append(number)
            } else if let named = Self.target(naming: number, in: tokens, claimed: claimed, among: targets)
                ?? Self.target(measuring: &number, among: targets) {
                if values[named.name] == nil {
                    values[named.name] = Self.price(number, in: tokens, for: named)
                } else {
                    unplaced.append(number)
                }
            } else if number.wordAfter.map(UnitMeasure.isUnit) == true {
                // A unit no parameter here is counted in: "2 hours" is no answer to "How many
                // …?" when nothing counts time, "8 ounces" no zone.
                unplaced.append(number)
            } else if let asked, targets.contains(where: { $0.name == asked }) {
                forAsked.append(number)
            } else {
                unplaced.append(number)
            }
        }
        guard let asked, values[asked] == nil, !forAsked.isEmpty else {
            unplaced += forAsked
            return
        }
        // "make it 2, no, 8 oz": a number said with a unit is meant over a bare one.
        let chosen = forAsked.first { $0.wordAfter.map(UnitMeasure.isUnit) ?? false } ?? forAsked[0]
        values[asked] = targets.first { $0.name == asked }.map { Self.price(chosen, in: tokens, for: $0) } ?? chosen
        unplaced += forAsked.filter { $0 != chosen }
    }

    /// `number` as `target` reads it: "seven fifty" is 7.50 for a price with cents, else as said.
    private static func price(_ number: SaidNumber, in tokens: [String], for target: Target) -> SaidNumber {
        guard target.takesCents, let amount = NumberParser.dollarsAndCents(tokens, in: number.range) else { return number }
        var price = number
        price.reading = .fraction(amount)
        return price
    }

    /// The first whole hour of the day said in `tokens` ("7:00 pm" is 19), as a number said there.
    private static func hourOfDay(in tokens: [String], claimed: [Bool], readingNumbers: Bool) -> SaidNumber? {
        guard let (hour, index) = TimesOfDay.firstWholeHour(in: tokens, readingNumbers: readingNumbers, isFree: { !claimed[$0] })
        else { return nil }
        let wordAfter = index + 1 < tokens.count ? tokens[index + 1] : nil
        return SaidNumber(reading: .whole(hour), range: index..<(index + 1), wordAfter: wordAfter)
    }

    /// The target that measures what the unit said after `number` does, in that unit spelt
    /// another way ("metres" for meters) or in another unit ("2 hours" to minutes, "800 grams" to
    /// kilograms), with `number` turned into that unit ("90 minutes" to hours is 1.5).
    private static func target(measuring number: inout SaidNumber, among targets: [Target]) -> Target? {
        guard let said = number.wordAfter.flatMap(UnitMeasure.of) else { return nil }
        let amount: Double
        switch number.reading {
        case .whole(let value): amount = Double(value)
        case .fraction(let value): amount = value
        case .tooLarge: return nil
        }
        // The same unit first, then the smallest, then the first declared.
        let measuring = targets.compactMap { target in target.words.measure.map { (target, $0) } }
            .filter { $0.1.kind == said.kind }
        guard let (target, own) = measuring.first(where: { $0.1 == said }) ?? measuring.min(by: { $0.1.perUnit < $1.1.perUnit }),
            let converted = said.amount(amount, in: own), converted > 0, converted < Double(Int32.max)
        else { return nil }
        number.reading = converted == converted.rounded() ? .whole(Int(converted)) : .fraction(converted)
        return target
    }

    /// The target a word beside `number` names: the word after it first (past value names),
    /// then the word before, or before a word that ties it to the number ("the pH is 7.4").
    private static func target(
        naming number: SaidNumber, in tokens: [String], claimed: [Bool], among targets: [Target]
    ) -> Target? {
        var after = number.range.upperBound
        while after < tokens.count, claimed[after] { after += 1 }
        if after < tokens.count, let target = targets.first(where: { $0.words.names(tokens[after]) }) { return target }
        let places = ParameterWords.namingPlaces(before: number.range.lowerBound, in: tokens)
        guard let nearest = places.first, !claimed[nearest] else { return nil }
        for before in places where !claimed[before] {
            if let target = targets.first(where: { $0.words.names(tokens[before]) }) { return target }
        }
        return nil
    }
}
