import HarkKit

/// The words that name a parameter when said beside a value: its unit ("2 hours"), its name
/// ("zone 12", "4 stars", "ph 7.4") and the words of its title ("3 adults" for "Number of
/// Adults"), each in the singular and the plural.
///
///     ParameterWords(name: "bikeType", title: "Bike Type", unit: nil).names("bike")   // true
struct ParameterWords: Sendable {
    private let words: Set<String>
    /// What the parameter's unit measures, if Hark converts it: its unit when that is one word
    /// Hark knows the measure of ("minutes", "kilograms"), else its name or title when that is
    /// one plural length of time ("Hours"). Never part of another unit: "kilowatt hours" counts
    /// energy, and "Hour" names a time of day.
    let measure: UnitMeasure?
    /// Whether the parameter counts the hour of the day ("7 pm" is 19): it has no unit, and its
    /// title or name ends in "hour" or "time", singular ("Hour", "Pickup time", `startHour`), or
    /// in a word for a time of day ("Showtime").
    let readsHourOfDay: Bool
    /// Whether the parameter counts whatever is said with its number, having no unit of its own:
    /// its title or name is "Quantity", "Count", "Number" or "Qty" ("add 6 apples" is 6).
    let countsWhatIsSaid: Bool

    /// Words that tie a number to the parameter named before them ("a pH of 7.8", "chlorine at
    /// 2", "lot number 300", "the pH is 7.4", "pain about 4"); "a pass for one week" is for how
    /// long, no number of passes.
    static let namingTies: Set<String> = ["of", "at", "number", "is", "was", "about", "around"]

    /// Where a word naming the number at `i` of `tokens` may be: right before it, and before the
    /// naming ties and the "a" between them ("the pain is about a seven"; at most three words).
    static func namingPlaces(before i: Int, in tokens: [String]) -> [Int] {
        guard i > 0 else { return [] }
        var places = [i - 1]
        while let last = places.last, last > 0, places.count < 4, namingTies.contains(tokens[last]) || tokens[last] == "a" {
            places.append(last - 1)
        }
        return places
    }

    init(name: String, title: String, unit: String?) {
        let unitWords = TextNormalizer.tokens(unit ?? "", strippingPoliteness: false)
        var words: Set<String> = []
        let named = [Self.splitCamelCase(name), title].map { TextNormalizer.tokens($0, strippingPoliteness: false) }
        for (sourceWords, isUnit) in [(named[0], false), (named[1], false), (unitWords, true)] {
            // A name or title of one short word is a word of its own ("pH", "BP"), as said.
            if !isUnit, sourceWords.count == 1, let word = sourceWords.first, word.count <= 2, !SmallWords.contains(word) {
                words.insert(word)
            }
            for word in sourceWords where word.count > 2 && !SmallWords.contains(word) && !Self.vague.contains(word) {
                // "2 hours" names no parameter measured in kilowatt hours.
                if isUnit, unitWords.count > 1, UnitWords.seconds(in: word) != nil { continue }
                words.insert(word)
                words.insert(Self.singular(word))
                words.insert(UnitWords.canonical(word))
            }
        }
        measure = Self.measure(name: name, title: title, unitWords: unitWords)
        let namings = [title, Self.splitCamelCase(name)].map { TextNormalizer.tokens($0, strippingPoliteness: false) }
        readsHourOfDay = unitWords.isEmpty && namings.contains { $0.last.map(Self.namesHourOfDay) ?? false }
        // "a two hour lesson" is a length: "hour" after a number never names the hour of the day.
        self.words = readsHourOfDay ? words.filter { UnitWords.seconds(in: $0) == nil } : words
        countsWhatIsSaid = unitWords.isEmpty && namings.contains { $0.count == 1 && Self.bareCounts.contains($0[0]) }
    }

    /// Whether a title's last word names the hour of the day: "hour", "time", or a word for a
    /// time of day that ends in "time" ("Showtime", "Bedtime", by WordNet; not "Overtime").
    private static func namesHourOfDay(_ word: String) -> Bool {
        word == "hour" || word == "time" || word.hasSuffix("time") && WordNetNouns.shared?.namesTimeOfDay(word) == true
    }

    private static func measure(name: String, title: String, unitWords: [String]) -> UnitMeasure? {
        if !unitWords.isEmpty { return unitWords.count == 1 ? UnitMeasure.of(unitWords[0]) : nil }
        for source in [title, splitCamelCase(name)] {
            let words = TextNormalizer.tokens(source, strippingPoliteness: false)
            if words.count == 1, singular(words[0]) != words[0], let measure = UnitMeasure.of(words[0]), measure.kind == .time {
                return measure
            }
        }
        return nil
    }

    init(_ parameter: any AnyParameter, named name: String) {
        self.init(name: name, title: parameter.title, unit: parameter.unit)
    }

    /// Whether `word`, said beside a value, names this parameter.
    func names(_ word: String) -> Bool {
        words.contains(word) || words.contains(Self.singular(word)) || words.contains(UnitWords.canonical(word))
    }

    /// The words, for readers that take them as what a number counts ("to adults" → 2 adults).
    var all: Set<String> { words }

    /// "stars" → "star", "boxes" → "box", "hours" → "hour"; other words as they are.
    static func singular(_ word: String) -> String {
        // Every ending read below ends in "s": a word ending otherwise is read for every word of
        // every utterance, and is its own singular.
        guard word.utf8.last == UInt8(ascii: "s") else { return word }
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ses") || word.hasSuffix("xes") || word.hasSuffix("ches") || word.hasSuffix("shes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { return String(word.dropLast()) }
        return word
    }

    /// "bikeType" → "bike Type".
    private static func splitCamelCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append(" ") }
            result.append(character)
        }
        return result
    }

    /// Titles of a count with no unit of its own.
    private static let bareCounts: Set<String> = ["quantity", "count", "number", "qty"]

    /// Title words that name no thing of their own ("Number of Bikes", "Amount").
    private static let vague: Set<String> = ["number", "amount", "count", "value", "how", "many", "much", "the"]
}
