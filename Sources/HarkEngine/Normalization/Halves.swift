/// Half of a unit of measure said as people say it, read as a number: "half a kilo" → "0.5
/// kilo", "half a litre" → "0.5 litre", "half a dozen" → "6". A unit of time is left to
/// `Durations`, which reads "half an hour" only after "for" ("in half an hour" says when). Units
/// are Hark's own (`UnitWords`) or WordNet's units of measure, read only when "half a" is said.
enum Halves {
    static func reading(_ words: [String]) -> [String] {
        guard words.contains("half") else { return words }
        return SpanReading.rewriting(words) { words, start in
            guard words[start] == "half", start + 2 < words.count, words[start + 1] == "a" || words[start + 1] == "an"
            else { return nil }
            let unit = words[start + 2]
            if unit == "dozen" { return (["6"], 3) }
            guard UnitWords.seconds(in: unit) == nil, UnitWords.isUnit(unit) || WordNetNouns.shared?.isUnitOfMeasure(unit) == true
            else { return nil }
            return (["0.5", unit], 3)
        }
    }
}
