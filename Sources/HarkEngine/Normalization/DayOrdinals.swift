/// A day of a month said as an ordinal: with digits ("14th", one word once `Ordinals` has read
/// it) or in words ("fourteenth", "twenty first", "thirty-first"), from 1 to 31.
///
///     DayOrdinals.day(in: ["the", "twenty", "first", "of", "may"], at: 1)   // (21, 2)
enum DayOrdinals {
    /// The day said from `start` and how many words say it.
    static func day(in words: [String], at start: Int) -> (day: Int, length: Int)? {
        guard start < words.count else { return nil }
        let word = words[start]
        if let ending = Ordinals.endings.first(where: word.hasSuffix), word.count > ending.count,
            let day = Int(word.dropLast(ending.count)), (1...31).contains(day) {
            return (day, 1)
        }
        if let day = spelled(word) { return (day, 1) }
        guard let tens = ["twenty": 20, "thirty": 30][word], start + 1 < words.count,
            let unit = spelled(words[start + 1]), unit < 10, tens + unit <= 31
        else { return nil }
        return (tens + unit, 2)
    }

    /// The number an ordinal word says ("fifth" 5, "twelfth" 12, "twentieth" 20, "thirtieth" 30),
    /// by English's rules for making ordinals of the cardinal words `NumberParser` reads.
    private static func spelled(_ word: String) -> Int? {
        if let irregular = irregular[word] { return irregular }
        let cardinal: String
        if word.hasSuffix("ieth") {
            cardinal = word.dropLast(4) + "y"
        } else if word.hasSuffix("th") {
            cardinal = String(word.dropLast(2))
        } else {
            return nil
        }
        guard let value = NumberParser.said(in: [cardinal], at: 0)?.value, value == value.rounded(), (4...31).contains(value)
        else { return nil }
        return Int(value)
    }

    /// The ordinals not made by adding "th" to their cardinal.
    private static let irregular: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fifth": 5, "eighth": 8, "ninth": 9, "twelfth": 12,
    ]
}
