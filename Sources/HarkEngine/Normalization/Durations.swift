/// Lengths of time said in parts, read as one number of the smallest unit said, so that a
/// parameter counting time takes them whole:
///
///     "1 hour 15 minutes"         → "75 minutes"
///     "an hour and 20 minutes"    → "80 minutes"
///     "2 days 6 hours"            → "54 hours"
///
/// After "for", a length said with a fraction is read in the next smaller unit ("for an hour and
/// a half" → "90 minutes"); without "for" it stays as it is (read so anywhere, it was tried and
/// left out twice: docs/decisions.md), as does a length said in one part. One followed by "ago"
/// is a point in time, read "earlier" ("she woke up 30 minutes ago" fills no length), and one
/// followed by "away" a distance, read "away" alone ("the alley is 20 minutes away").
enum Durations {
    static func reading(_ words: [String]) -> [String] {
        guard words.contains(where: { UnitWords.seconds(in: $0) != nil }) else { return words }
        return SpanReading.rewriting(words) { words, start in
            // "30 minutes ago" says when, "20 minutes away" how far, never how long: no parameter
            // takes either as a length.
            if let length = lengthSaid(before: "ago", in: words, at: start) { return (["earlier"], length + 1) }
            if let length = lengthSaid(before: "away", in: words, at: start) { return (["away"], length + 1) }
            if start > 0, words[start - 1] == "for",
                let (amount, unit, length) = fraction(in: words, at: start, withLeadingArticle: false) {
                return ([spelled(amount), unit], length)
            }
            return duration(in: words, at: start).map { ([spelled($0.0), $0.1], $0.2) }
        }
    }

    /// `words` with "a" or "an" read as one in a length said after "for" or "by" ("for an hour" →
    /// "for 1 hour", "extend it by a week") or before "of" or "long" ("an hour of practice", "an
    /// hour long lesson"), and a length said with a fraction read whole where it says how long ("a
    /// half hour session" → "30 minutes session"; not "in half an hour", "half an hour ago"). The
    /// conversation reads it so for a parameter the phrase left empty (`RequestValues`), and the
    /// matcher only shows it (`TemplateAligner.showingLengthOfTime`): given weight by the matcher,
    /// a length alone made requests that said nothing else run shortcuts that take one, and "a
    /// half hour" cost test lines (docs/decisions.md).
    static func readingForAnEmptyLength(_ words: [String]) -> [String] {
        var read = words
        for index in words.indices.dropLast()
        where ["a", "an"].contains(words[index]) && UnitWords.seconds(in: words[index + 1]) != nil
            // "half an hour of flying" is half of it, read below as a fraction, never one hour.
            && (index == 0 || !["half", "of"].contains(words[index - 1]))
            && ((index > 0 && ["for", "by"].contains(words[index - 1]))
                || (index + 2 < words.count && lengthMarkers.contains(words[index + 2]))) {
            read[index] = "1"
        }
        guard read.contains("half") || read.contains("quarter") || read.contains("quarters") else { return read }
        return SpanReading.rewriting(read) { words, start in
            guard let (amount, unit, length) = fraction(in: words, at: start, withLeadingArticle: true),
                start == 0 || !whenBefore.contains(words[start - 1]),
                start + length == words.count || !whenAfter.contains(words[start + length])
            else { return nil }
            return ([spelled(amount), unit], length)
        }
    }

    /// Words after a length that say it is one ("an hour of practice", "a week long trip").
    private static let lengthMarkers: Set<String> = ["of", "long"]

    /// Words that make a length said after them say when or how often ("in half an hour", "every
    /// half an hour"), and after it ("half an hour before", "half an hour ago").
    private static let whenBefore: Set<String> = ["in", "every", "within"]
    private static let whenAfter: Set<String> = ["ago", "away", "before", "after", "later", "earlier", "from"]

    /// A length said with a fraction after "for", in the next smaller unit: "for half an hour" (30
    /// minutes), "for an hour and a half" (90), "for a quarter of an hour" (15), "for three
    /// quarters of an hour" (45), "for a day and a half" (36 hours), and `withLeadingArticle` "a
    /// half hour" (30). The normaliser reads them only after "for": "in half an hour", "every half
    /// an hour" and "half an hour before" say when or how often.
    private static func fraction(in words: [String], at start: Int, withLeadingArticle: Bool) -> (Double, String, Int)? {
        func word(_ offset: Int) -> String { start + offset < words.count ? words[start + offset] : "" }
        let article: Set<String> = ["a", "an"]
        let part: Double
        let unitAt: Int
        if word(0) == "half", article.contains(word(1)) {
            (part, unitAt) = (0.5, 2)  // "half an hour"
        } else if withLeadingArticle, article.contains(word(0)), word(1) == "half", UnitWords.seconds(in: word(2)) != nil {
            (part, unitAt) = (0.5, 2)  // "a half hour"
        } else if article.contains(word(0)), word(1) == "quarter", word(2) == "of", article.contains(word(3)) {
            (part, unitAt) = (0.25, 4)  // "a quarter of an hour"
        } else if word(0) == "three", word(1) == "quarters", word(2) == "of", article.contains(word(3)) {
            (part, unitAt) = (0.75, 4)  // "three quarters of an hour"
        } else if article.contains(word(0)), word(2) == "and", article.contains(word(3)), word(4) == "half" {
            (part, unitAt) = (1.5, 1)  // "an hour and a half"
        } else {
            return nil
        }
        guard let unit = UnitWords.seconds(in: word(unitAt)),
            let smaller = UnitWords.secondsIn.filter({ $0.value < unit && unit % $0.value == 0 }).max(by: { $0.value < $1.value })
        else { return nil }
        let length = part == 1.5 ? 5 : unitAt + 1
        return (part * Double(unit) / Double(smaller.value), smaller.key, length)
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
