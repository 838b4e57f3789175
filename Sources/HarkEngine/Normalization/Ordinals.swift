/// A number written as an ordinal ("3rd", "21st"), which the normaliser splits into digits and
/// ending, read as one word again, which no number reader takes: "on the 3rd" names a day, "my
/// 2nd time" counts nothing, and neither gives a parameter 3 or 2. A month said with it is read
/// first, as a day (`MonthDays`).
enum Ordinals {
    static func reading(_ words: [String]) -> [String] {
        guard words.contains(where: endings.contains) else { return words }
        return SpanReading.rewriting(words) { words, start in
            guard start + 1 < words.count, endings.contains(words[start + 1]), !words[start].isEmpty,
                words[start].utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            else { return nil }
            return ([words[start] + words[start + 1]], 2)
        }
    }

    /// The endings of an ordinal written with digits, as the normaliser splits them off.
    static let endings: Set<String> = ["st", "nd", "rd", "th"]
}
