/// Lengths of time said in parts, read as one number of the smallest unit said, so that a
/// parameter counting time takes them whole:
///
///     "1 hour 15 minutes"         → "75 minutes"
///     "an hour and 20 minutes"    → "80 minutes"
///     "2 days 6 hours"            → "54 hours"
///
/// A length said in one part stays as it is, "an hour and a half" too (read as 90 minutes, it
/// was tried and left out twice: docs/decisions.md); one followed by "ago" is a point in time,
/// read "earlier" ("she woke up 30 minutes ago" fills no length), and one followed by "away" a
/// distance, read "away" alone ("the alley is 20 minutes away").
enum Durations {
    static func reading(_ words: [String]) -> [String] {
        guard words.contains(where: { UnitWords.seconds(in: $0) != nil }) else { return words }
        return SpanReading.rewriting(words) { words, start in
            // "30 minutes ago" says when, "20 minutes away" how far, never how long: no parameter
            // takes either as a length.
            if let length = lengthSaid(before: "ago", in: words, at: start) { return (["earlier"], length + 1) }
            if let length = lengthSaid(before: "away", in: words, at: start) { return (["away"], length + 1) }
            return duration(in: words, at: start).map { ([spelled($0.0), $0.1], $0.2) }
        }
    }

    /// The length of time said in parts from `start`, in its smallest unit, that unit, and how
    /// many words it took; nil unless it is said in two parts or more, each unit smaller.
    private static func duration(in words: [String], at start: Int) -> (Double, String, Int)? {
        var index = start
        var seconds = 0.0
        var units: [Int] = []
        while let (amount, length) = quantity(in: words, at: index),
            index + length < words.count, let unit = UnitWords.seconds(in: words[index + length]),
            units.last.map({ unit < $0 }) ?? true {
            seconds += amount * Double(unit)
            units.append(unit)
            index += length + 1
            // "1 hour 15 minutes", "an hour and 15 minutes"
            if index + 1 < words.count, words[index] == "and" { index += 1 }
        }
        guard units.count > 1, let smallest = units.last,
            let name = UnitWords.secondsIn.first(where: { $0.value == smallest })?.key
        else { return nil }
        if words[index - 1] == "and" { index -= 1 }
        return (seconds / Double(smallest), name, index - start)
    }

    /// How many words the length of time said from `start` takes when `follower` follows it.
    private static func lengthSaid(before follower: String, in words: [String], at start: Int) -> Int? {
        var length = duration(in: words, at: start)?.2
        if length == nil, let (_, count) = quantity(in: words, at: start), start + count < words.count,
            UnitWords.seconds(in: words[start + count]) != nil {
            length = count + 1
        }
        guard let length, start + length < words.count, words[start + length] == follower else { return nil }
        return length
    }

    /// The amount a part starts with: "a"/"an" (1), digits ("1", "2.5") or a whole number in
    /// words, and how many words it takes.
    private static func quantity(in words: [String], at index: Int) -> (Double, Int)? {
        if index < words.count, words[index] == "a" || words[index] == "an" { return (1, 1) }
        guard let said = NumberParser.said(in: words, at: index), said.value >= 0, said.value.isFinite else { return nil }
        return (said.value, said.tokenCount)
    }

    /// "90", "1.5".
    private static func spelled(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
