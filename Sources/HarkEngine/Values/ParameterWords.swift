import HarkKit

/// The words that name a parameter when said beside a value: its unit ("2 hours"), its name
/// ("zone 12", "4 stars") and the words of its title ("3 adults" for "Number of Adults"),
/// each in the singular and the plural.
///
///     ParameterWords(name: "bikeType", title: "Bike Type", unit: nil).names("bike")   // true
struct ParameterWords: Sendable {
    private let words: Set<String>

    init(name: String, title: String, unit: String?) {
        var words: Set<String> = []
        for source in [Self.splitCamelCase(name), title, unit ?? ""] {
            for word in TextNormalizer.tokens(source, strippingPoliteness: false)
            where word.count > 2 && !SmallWords.contains(word) && !Self.vague.contains(word) {
                words.insert(word)
                words.insert(Self.singular(word))
                words.insert(UnitWords.canonical(word))
            }
        }
        self.words = words
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

    /// Title words that name no thing of their own ("Number of Bikes", "Amount").
    private static let vague: Set<String> = ["number", "amount", "count", "value", "how", "many", "much", "the"]
}
