/// A heard sentence with each run of number words open again, as a grammar of its own: the
/// sentence's other words fixed, any number (zero to 999) in each run's place.
///
///     NumberSlots(["log", "seventy", "ounces"])?.jsgf
///     // "#JSGF V1.0;\ngrammar numbers;\npublic <sentence> = log <number> ounces;\n<digit> = …"
struct NumberSlots {
    let jsgf: String

    /// nil when `words` says no number.
    init?(_ words: [String]) {
        var parts: [String] = []
        for (index, word) in words.enumerated() {
            let next = words.indices.contains(index + 1) ? words[index + 1] : nil
            let continues = parts.last == "<number>"
            let isNumber = Self.numberWords.contains(word)
                || (word == "and" && continues && next.map(Self.numberWords.contains) == true)
                || (word == "a" && next == "hundred")
            if !isNumber { parts.append(word) } else if !continues { parts.append("<number>") }
        }
        guard parts.contains("<number>") else { return nil }
        jsgf = "#JSGF V1.0;\ngrammar numbers;\npublic <sentence> = \(parts.joined(separator: " "));\n\(NumberWords.jsgfRules)\n"
    }

    /// The words that are a number on their own ("and" and "a" only inside one).
    private static let numberWords = Set(NumberWords.ones + NumberWords.teens + NumberWords.tens + ["hundred"])
}
