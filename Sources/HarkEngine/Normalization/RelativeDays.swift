import HarkKit

/// Days said from another day, or as a day of the month alone, read as one word a date parameter
/// takes: "a week from Friday" is `friday+7`, "2 weeks from today" `today+14`, "3 days after
/// January 14" `january-14+3`, and "on the 14th" `the-14th` (the next 14th from today).
///
///     RelativeDays.reading(["a", "week", "from", "friday"])          // ["friday+7"]
///     RelativeDays.day(of: "the-14th", today: Day(iso: "2026-12-20")!)  // 2027-01-14
enum RelativeDays {
    /// `words` with each such day read as one word; other words as they are.
    static func reading(_ words: [String]) -> [String] {
        guard words.contains(where: { $0 == "from" || $0 == "after" || $0 == "the" }) else { return words }
        return SpanReading.rewriting(words) { words, start in
            daysFrom(in: words, at: start) ?? dayOfMonth(in: words, at: start)
        }
    }

    /// Whether a normalised token is a day read by `reading`.
    static func isRelativeDay(_ token: String) -> Bool {
        monthDay(of: token) != nil || offset(of: token) != nil
    }

    /// The day a token read by `reading` names from `today`; nil for any other token.
    static func day(of token: String, today: Day) -> Day? {
        if let day = monthDay(of: token) {
            for months in 0..<12 {
                let month = (today.month - 1 + months) % 12 + 1
                let year = today.year + (today.month - 1 + months) / 12
                if let found = Day(iso: String(format: "%04d-%02d-%02d", year, month, day)), found >= today { return found }
            }
            return nil
        }
        guard let (base, days) = offset(of: token), let from = DayWords.day(in: base, today: today) else { return nil }
        return from.adding(days: days)
    }

    /// "a week from friday", "2 weeks from today", "3 days after tomorrow", "10 days from now".
    private static func daysFrom(in words: [String], at start: Int) -> (words: [String], length: Int)? {
        let amount: (value: Int, length: Int)
        if words[start] == "a" || words[start] == "an" {
            amount = (1, 1)
        } else if let said = NumberParser.said(in: words, at: start), said.value == said.value.rounded(),
            (1...366).contains(said.value) {
            amount = (Int(said.value), said.tokenCount)
        } else {
            return nil
        }
        let unitAt = start + amount.length
        guard unitAt + 2 < words.count, let days = daysPerUnit[words[unitAt]], ["from", "after"].contains(words[unitAt + 1])
        else { return nil }
        let baseAt = unitAt + 2
        var base = DayWords.value(of: words[baseAt] == "now" ? "today" : words[baseAt])
        var length = baseAt + 1 - start
        if ["next", "this", "coming"].contains(base), baseAt + 1 < words.count {
            base = DayWords.value(of: words[baseAt + 1])
            length += 1
        }
        guard isBase(base) else { return nil }
        return (["\(base)+\(amount.value * days)"], length)
    }

    /// "on the 14th", "for the twenty first", "by the 3rd", "the 14th" said first (an answer): after
    /// a word that leads to a day, and before nothing a day could not end on ("the 3rd lane" is a
    /// lane; "the 2nd time" no day).
    private static func dayOfMonth(in words: [String], at start: Int) -> (words: [String], length: Int)? {
        guard start == 0 || leadsToDay.contains(words[start - 1]), words[start] == "the",
            let (day, length) = DayOrdinals.day(in: words, at: start + 1)
        else { return nil }
        let after = start + 1 + length
        guard after == words.count || mayFollowDay.contains(words[after]) else { return nil }
        return (["the-\(day)\(ending(of: day))"], 1 + length)
    }

    /// The day of the month a `the-14th` token names.
    private static func monthDay(of token: String) -> Int? {
        guard token.hasPrefix("the-"), let day = Int(token.dropFirst(4).dropLast(2)), (1...31).contains(day),
            token.hasSuffix(ending(of: day))
        else { return nil }
        return day
    }

    /// The ending English writes a day's ordinal with: "1st", "2nd", "3rd", "11th", "22nd".
    private static func ending(of day: Int) -> String {
        if (11...13).contains(day % 100) { return "th" }
        return [1: "st", 2: "nd", 3: "rd"][day % 10] ?? "th"
    }

    /// Whether a day may be counted from: a spoken day, a month's day or a day of the month.
    private static func isBase(_ token: String) -> Bool {
        DayWords.spoken.contains(token) || MonthDays.isMonthDay(token) || monthDay(of: token) != nil
    }

    /// The day and the count of days a `friday+7` token names.
    static func offset(of token: String) -> (base: String, days: Int)? {
        guard let plus = token.lastIndex(of: "+"), let days = Int(token[token.index(after: plus)...]),
            (1...Self.mostDays).contains(days)
        else { return nil }
        let base = String(token[..<plus])
        guard isBase(base) else { return nil }
        return (base, days)
    }

    /// The most days `reading` writes after a day: 366 fortnights.
    private static let mostDays = 366 * 14
    private static let daysPerUnit = ["day": 1, "days": 1, "week": 7, "weeks": 7, "fortnight": 14, "fortnights": 14]
    /// Words before "the 14th" that make it a day.
    private static let leadsToDay: Set<String> = ["on", "for", "by", "until", "till", "til", "before", "after", "from"]
    /// Words that may follow a day said as "the 14th".
    private static let mayFollowDay: Set<String> = [
        "at", "in", "for", "please", "and", "or", "with", "from", "to", "then", "instead", "morning", "afternoon",
        "evening", "night", "around", "about", "if", "so", "thanks", "thank",
    ]
}
