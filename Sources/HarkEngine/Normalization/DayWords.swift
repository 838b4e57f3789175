import Foundation
import HarkKit

/// Reads the day a person names: "today", "tomorrow", "yesterday", a weekday ("Friday", "next
/// Friday", "on Friday": the next one after today), a month and day ("January 14", "the 14th of
/// Jan": the next one from today, `MonthDays`), or an ISO date ("2026-03-04").
///
///     DayWords.day(in: "tomorrow", today: Day(iso: "2026-01-05")!)   // 2026-01-06
public enum DayWords {
    /// The words a date slot in a phrase can take; each is read again against the clock.
    public static let spoken = ["today", "tomorrow"] + Day.weekdayNames.map { $0.lowercased() }

    /// Weekdays as people write them short: CLDR's abbreviated English names ("sat", "thu") and
    /// the longer forms dictionaries list ("tues", "thurs"), by the day's spoken name.
    static let abbreviations: [String: String] = [
        "sun": "sunday", "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday",
        "weds": "wednesday", "thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday",
        "sat": "saturday",
    ]

    /// "the day after tomorrow" read as "in 2 days" and "the day before yesterday" as "2 days ago",
    /// which say the days they name ("tomorrow" and "yesterday" in them name others); "tomorrows",
    /// "todays" and "yesterdays" (a possessive typed without its apostrophe) as the day they name.
    static func reading(_ said: [String]) -> [String] {
        let words = said.contains(where: { possessives[$0] != nil }) ? said.map { possessives[$0] ?? $0 } : said
        guard words.contains("day") else { return words }
        var result: [String] = []
        var index = 0
        while index < words.count {
            if words[index] == "day", index + 2 < words.count, let said = twoDaysAway[words[index + 1] + " " + words[index + 2]] {
                if result.last == "the" { result.removeLast() }
                result += said
                index += 3
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }

    private static let possessives = ["todays": "today", "tomorrows": "tomorrow", "yesterdays": "yesterday"]
    private static let twoDaysAway = ["after tomorrow": ["in", "2", "days"], "before yesterday": ["2", "days", "ago"]]

    /// Whether a normalised token names a day on its own: a spoken day (or its short form) or a
    /// date (`isDate`).
    static func namesDay(_ token: String) -> Bool {
        spoken.contains(token) || abbreviations[token] != nil || isDate(token)
    }

    /// Whether a normalised token is a date: `yyyy-mm-dd`, a month and day (`january-14`), or a
    /// day said from another or of the month alone (`friday+7`, `the-14th`: `RelativeDays`).
    static func isDate(_ token: String) -> Bool {
        isWrittenDate(token) || MonthDays.isMonthDay(token) || RelativeDays.isRelativeDay(token)
    }

    /// The day a token names, as a date parameter takes it: "sat" → "saturday"; other tokens as they are.
    static func value(of token: String) -> String {
        abbreviations[token] ?? token
    }

    /// A day token as people say it, for a question to offer back: "january-14" → "january 14",
    /// "the-14th" → "the 14th", "friday+7" → "7 days from friday"; nil for a token naming no day.
    public static func spokenForm(of token: String) -> String? {
        guard namesDay(token) else { return nil }
        if let (base, days) = RelativeDays.offset(of: token) { return "\(days) days from \(spokenForm(of: base) ?? base)" }
        return isWrittenDate(token) ? token : value(of: token).replacingOccurrences(of: "-", with: " ")
    }

    /// Whether a normalised token is a real day written `yyyy-mm-dd` (the normaliser keeps it whole).
    static func isWrittenDate(_ token: String) -> Bool {
        token.utf8.count == 10 && Day(iso: token) != nil
    }

    public static func day(in text: String, today: Day) -> Day? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ".!?"))
        if let day = Day(iso: trimmed) ?? MonthDays.day(of: trimmed, today: today)
            ?? RelativeDays.day(of: trimmed, today: today) {
            return day
        }
        var words = UniversalWords.fold(text).split(separator: " ").map(String.init)
        if let first = words.first, ["on", "next", "this", "coming"].contains(first) { words.removeFirst() }
        guard words.count == 1 else { return nil }
        let word = value(of: words[0])
        switch word {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        default:
            guard let weekday = Day.weekdayNames.firstIndex(where: { $0.lowercased() == word }) else { return nil }
            let ahead = (weekday + 1 - today.weekday + 7) % 7
            return today.adding(days: ahead == 0 ? 7 : ahead)
        }
    }

    /// The one day named anywhere in `text` ("Saturday please", "tomorrow at 10", "book it for
    /// friday"); nil when none is, or when two different days are.
    public static func mentionedDay(in text: String, today: Day) -> Day? {
        let tokens = TextNormalizer.tokens(text, strippingPoliteness: false)
        let days = Set(tokens.compactMap { day(in: $0, today: today) } + daysAhead(in: tokens, today: today))
        return days.count == 1 ? days.first : nil
    }

    /// The days "in 3 days", "in a week" or "in two weeks" name: that many whole days from today.
    static func daysAhead(in tokens: [String], today: Day) -> [Day] {
        daysAheadSaid(in: tokens).map { today.adding(days: $0.days) }
    }

    /// Each "in 3 days", "in a week", "in two weeks" said in `tokens`: how many whole days ahead,
    /// and its words.
    static func daysAheadSaid(in tokens: [String]) -> [(days: Int, words: Range<Int>)] {
        tokens.indices.dropLast().compactMap { index -> (days: Int, words: Range<Int>)? in
            guard tokens[index] == "in" else { return nil }
            let amount = tokens[index + 1] == "a" || tokens[index + 1] == "an"
                ? (value: 1.0, tokenCount: 1)
                : NumberParser.said(in: tokens, at: index + 1).map { (value: $0.value, tokenCount: $0.tokenCount) }
            guard let amount, amount.value >= 1, amount.value <= 366, amount.value == amount.value.rounded() else { return nil }
            let unitAt = index + 1 + amount.tokenCount
            guard saysDaysAhead(tokens, numberAt: index + 1, unitAt: unitAt), let seconds = UnitWords.seconds(in: tokens[unitAt]),
                seconds % UnitWords.secondsPerDay == 0
            else { return nil }
            return (Int(amount.value) * seconds / UnitWords.secondsPerDay, index..<(unitAt + 1))
        }
    }

    /// Whether the number at `start` of `tokens`, with its unit at `unit`, says so many days
    /// ahead: "in" before it, a length of a day or more after it ("in 3 days", "in 2 weeks").
    static func saysDaysAhead(_ tokens: [String], numberAt start: Int, unitAt unit: Int) -> Bool {
        start > 0 && tokens[start - 1] == "in" && unit < tokens.count
            && (UnitWords.seconds(in: tokens[unit]) ?? 0) >= UnitWords.secondsPerDay
    }
}
