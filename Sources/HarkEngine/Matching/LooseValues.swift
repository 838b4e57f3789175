/// Values an intent takes that no phrase of its shortcut has a place for, which a request may
/// still say: a number beside a word that names its parameter ("for 45 minutes", "2 puffs") and
/// a day ("until tomorrow"). Said so, they cost what a value said elsewhere costs, not what
/// unknown words cost; the conversation then fills them (`RequestValues`).
public struct LooseValues: Sendable, Hashable {
    /// Words that name a number parameter outside the phrases (singular and plural), each with
    /// the parameter it names.
    public var numberWords: [String: String]
    /// The one date parameter outside the phrases, if there is exactly one.
    public var dayParameter: String?

    public init(numberWords: [String: String] = [:], dayParameter: String? = nil) {
        self.numberWords = numberWords
        self.dayParameter = dayParameter
    }

    /// The number parameter `word` names, if any.
    func numberParameter(namedBy word: String) -> String? {
        numberWords[word] ?? numberWords[ParameterWords.singular(word)]
    }

    /// Words that may tie a loose value to the request: "for 45 minutes", "until tomorrow".
    static let ties: Set<String> = ["for", "to", "on", "until", "till", "by", "at", "next", "this", "of"]
}
