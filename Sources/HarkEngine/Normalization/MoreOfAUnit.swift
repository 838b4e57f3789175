/// A number with "more" or "extra" before its unit reads as the number and the unit: "ten more
/// minutes" and "2 extra hours" are 10 minutes and 2 hours, as "add ten minutes" says them.
/// Only before a unit Hark knows (`UnitWords`): "3 more than last time" keeps its words.
enum MoreOfAUnit {
    static func reading(_ words: [String]) -> [String] {
        guard words.contains("more") || words.contains("extra") else { return words }
        return SpanReading.rewriting(words) { words, start in
            guard let number = NumberParser.said(in: words, at: start) else { return nil }
            let more = start + number.tokenCount
            guard more + 1 < words.count, words[more] == "more" || words[more] == "extra", UnitWords.isUnit(words[more + 1])
            else { return nil }
            return (Array(words[start..<more]) + [words[more + 1]], number.tokenCount + 2)
        }
    }
}
