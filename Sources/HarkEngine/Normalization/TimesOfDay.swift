/// A time of day read as one word, `7:30`, which no number reader takes: a time is never a count
/// or a measure ("order nachos in Kegelo at 7 pm" orders no 7 nachos, "rate my visit at 7:30"
/// gives no 7 stars). The words saying which half of the day stay after it, so a value named by
/// them still reads ("pm" for an afternoon), and a text parameter takes the time as it was said.
///
///     "at 7 pm"                → "at 7:00 pm"
///     "half past seven"        → "7:30"
///     "at 8 in the evening"    → "at 8:00 in the evening"
///     "tonight at 8"           → "tonight at 8:00"
///
/// A number alone ("at 7") stays a number: it may be a temperature or a price; so does one
/// before "in the morning" without "at" ("take 2 in the morning" may be two pills).
enum TimesOfDay {
    static func reading(_ words: [String]) -> [String] {
        let words = joiningDottedHalves(words)
        guard words.contains(where: { signals.contains($0) || $0.utf8.contains(UInt8(ascii: ":")) }) else { return words }
        return SpanReading.rewriting(words) { words, start in time(in: words, at: start).map { ([$0.0], $0.1) } }
    }

    /// `words` with "a.m." and "p.m." after a number, which come apart as "a m" and "p m", read
    /// "am" and "pm" ("at 6 a.m." → "at 6 am").
    private static func joiningDottedHalves(_ words: [String]) -> [String] {
        guard words.contains("m") else { return words }
        return SpanReading.rewriting(words) { words, start in
            guard start > 0, start + 1 < words.count, words[start] == "a" || words[start] == "p", words[start + 1] == "m",
                words[start - 1].opensWithNumber
            else { return nil }
            return ([words[start] + "m"], 2)
        }
    }

    /// Whether a normalised token is a time of day ("7:30", "19:00"), as `reading` writes it.
    static func isTime(_ token: String) -> Bool {
        let bytes = token.utf8
        guard bytes.count == 4 || bytes.count == 5, bytes.dropFirst(bytes.count - 3).first == UInt8(ascii: ":") else { return false }
        return clock(token) != nil
    }

    /// The hour on a 24-hour clock a time said from `index` of `tokens` names, when it is a whole
    /// hour: "7:00 pm" 19, "7:00 in the evening" 19, "19:00" 19, "7:00 am" 7, "noon" 12,
    /// "midnight" 0; with `readingNumbers` (an answer to the hour asked), "8 in the evening" 20
    /// too, which elsewhere may count ("for 2 in the evening"); nil for "7:30" or a word that is
    /// no time.
    static func wholeHour(in tokens: [String], at index: Int, readingNumbers: Bool = false) -> Int? {
        switch tokens[index] {
        case "noon", "midday": return 12
        case "midnight": return 0
        default: break
        }
        let halfLength = halfOfTheDayLength(in: tokens, at: index + 1)
        let hour: Int
        if isTime(tokens[index]), let (clockHour, minute) = clock(tokens[index]), minute == 0 {
            hour = clockHour
        } else if readingNumbers, halfLength > 0, let said = NumberParser.said(in: tokens, at: index),
            said.tokenCount == 1, said.value == said.value.rounded(), (1...12).contains(said.value) {
            // "8 in the evening" with no "at", which `reading` leaves a number.
            hour = Int(said.value)
        } else {
            return nil
        }
        guard hour <= 12 else { return hour }
        let half = tokens[(index + 1)...].prefix(halfLength)
        if half.contains(where: ["pm", "afternoon", "evening", "night"].contains) { return hour == 12 ? 12 : hour + 12 }
        return half.first == "am" && hour == 12 ? 0 : hour
    }

    /// The first whole hour said in `tokens` at a place `isFree` allows (`wholeHour`), and where.
    static func firstWholeHour(
        in tokens: [String], readingNumbers: Bool = false, isFree: (Int) -> Bool
    ) -> (hour: Int, index: Int)? {
        for index in tokens.indices where isFree(index) {
            if let hour = wholeHour(in: tokens, at: index, readingNumbers: readingNumbers) { return (hour, index) }
        }
        return nil
    }

    /// Words before a number that make it a time with the half of the day after it: "at 8", and
    /// "around 8" or "about 8" as people say a time they are not sure of.
    static let leadIns: Set<String> = ["at", "around", "about"]

    /// Words before a number that make it a time when the part of the day follows it ("until 9
    /// in the evening", "set bedtime to 9 in the evening"), as they make a length end.
    private static let boundsBefore: Set<String> = ["to", "until", "till", "by", "from"]

    /// How many words from `index` say the half of the day after a time: "pm" 1, "in the
    /// evening" 3, "at night" 2; 0 when none do.
    static func halfOfTheDayLength(in tokens: [String], at index: Int) -> Int {
        let after = tokens[min(index, tokens.count)...].prefix(3)
        if let first = after.first, halves.contains(first) { return 1 }
        if let length = partOfTheDayLength(after) { return length }
        return after.starts(with: ["at", "night"]) ? 2 : 0
    }

    /// How many of `words`' first words say a part of the day after "in": "in the evening" 3,
    /// and "in evening" 2, as learners of English say it; nil when they say none.
    private static func partOfTheDayLength(_ words: ArraySlice<String>) -> Int? {
        guard words.first == "in" else { return nil }
        let rest = words.dropFirst()
        if rest.first == "the", let part = rest.dropFirst().first, partsOfTheDay.contains(part) { return 3 }
        return rest.first.map(partsOfTheDay.contains) == true ? 2 : nil
    }

    private static let partsOfTheDay: Set<String> = ["morning", "afternoon", "evening"]

    /// Words said right after a time for the half of the day ("7 pm"), as `reading` keeps them.
    static let halves: Set<String> = ["am", "pm", "oclock", "o'clock"]

    /// The time said from `start` as `H:MM`, and how many words it took (the half of the day
    /// after it is not taken).
    private static func time(in words: [String], at start: Int) -> (String, Int)? {
        let first = words[start]
        if clock(first) != nil { return (first, 1) }
        if let (hour, minute, length) = pastOrTo(words, at: start) { return (spelled(hour, minute), length) }
        guard NumberParser.mayStartNumber(first), let said = NumberParser.said(in: words, at: start),
            said.value == said.value.rounded(), (1.0...12.0).contains(said.value)
        else { return nil }
        let afterAt = start > 0 && leadIns.contains(words[start - 1])
        let afterBound = start > 0 && boundsBefore.contains(words[start - 1])
        let saysHalf = halfOfTheDay(in: words, at: start + said.tokenCount)
        // "7 pm" anywhere; "at 8 in the evening", "to 9 in the evening"; "tonight at 8", "friday
        // at 10": a day, then the time on it.
        guard saysHalf == .withTheNumber || ((afterAt || afterBound) && saysHalf != nil)
            || (afterAt && start > 1 && (DayWords.namesDay(words[start - 2]) || words[start - 2] == "tonight"))
        else { return nil }
        return (spelled(Int(said.value), 0), said.tokenCount)
    }

    /// "7:30" as written (the normaliser keeps it one word): its hour and minute.
    private static func clock(_ word: String) -> (Int, Int)? {
        guard word.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    /// "half past seven", "quarter past 7", "quarter to eight".
    private static func pastOrTo(_ words: [String], at start: Int) -> (Int, Int, Int)? {
        guard start + 2 < words.count, words[start] == "half" || words[start] == "quarter" else { return nil }
        let minutes = words[start] == "half" ? 30 : 15
        guard words[start + 1] == "past" || (words[start + 1] == "to" && minutes == 15),
            let said = NumberParser.said(in: words, at: start + 2), said.value == said.value.rounded(),
            (1.0...12.0).contains(said.value)
        else { return nil }
        let hour = Int(said.value)
        if words[start + 1] == "past" { return (hour, minutes, 2 + said.tokenCount) }
        return (hour == 1 ? 12 : hour - 1, 45, 2 + said.tokenCount)
    }

    private static func spelled(_ hour: Int, _ minute: Int) -> String {
        "\(hour):" + (minute < 10 ? "0\(minute)" : "\(minute)")
    }

    private enum HalfSaid { case withTheNumber, alsoAfterACount }

    /// Whether the words from `index` say the half of the day: said with a number only as a time
    /// ("am", "a m", "pm", "o'clock"), or also after a count ("in the evening", "in evening",
    /// "at night", "tonight"); nil when they say neither.
    private static func halfOfTheDay(in words: [String], at index: Int) -> HalfSaid? {
        guard index < words.count else { return nil }
        let rest = words[index...]
        let next = rest.dropFirst().first
        switch words[index] {
        case "am", "pm", "oclock", "o'clock": return .withTheNumber
        case "a" where next == "m", "p" where next == "m", "o" where next == "clock": return .withTheNumber
        case "tonight": return .alsoAfterACount
        case "at" where next == "night": return .alsoAfterACount
        case "in" where partOfTheDayLength(rest) != nil: return .alsoAfterACount
        default: return nil
        }
    }

    /// Words one of which a time of day said in words needs.
    private static let signals: Set<String> = [
        "am", "pm", "m", "oclock", "o'clock", "clock", "tonight", "night", "morning", "afternoon", "evening", "half",
        "quarter", "at",
    ]
}
