import Foundation
import HarkKit

/// A day of a month said with the month's name ("January 14", "14 Jan", "the 14th of January",
/// "the first of May", "May twenty first"),
/// read as one word, `january-14`, which a date parameter takes for the next such day.
///
///     MonthDays.reading(["on", "the", "14th", "of", "january"])          // ["on", "january-14"]
///     MonthDays.day(of: "january-14", today: Day(iso: "2026-12-05")!)    // 2027-01-14
enum MonthDays {
    /// `words` with each month and day said together read as one word; other words as they are.
    static func reading(_ words: [String]) -> [String] {
        guard words.contains(where: { months[$0] != nil }) else { return words }
        return SpanReading.rewriting(words) { words, start in monthDay(in: words, at: start).map { ([$0.0], $0.1) } }
    }

    /// Whether a normalised token is a month and day read by `reading`.
    static func isMonthDay(_ token: String) -> Bool { parts(of: token) != nil }

    /// The next day, from `today` on, that the token `month-day` names (February 29 in the next
    /// leap year).
    static func day(of token: String, today: Day) -> Day? {
        guard let (month, day) = parts(of: token) else { return nil }
        for year in today.year...(today.year + 4) {
            if let found = Day(iso: String(format: "%04d-%02d-%02d", year, month, day)), found >= today { return found }
        }
        return nil
    }

    /// The month-day word said from `start` ("january 14", "jan 14th", "14 january", "the 14th
    /// of jan"), and how many words it took.
    private static func monthDay(in words: [String], at start: Int) -> (String, Int)? {
        func word(_ offset: Int) -> String? { start + offset < words.count ? words[start + offset] : nil }
        func ordinal(at offset: Int) -> Int { word(offset).map(Ordinals.endings.contains) == true ? 1 : 0 }
        if let month = word(0).flatMap({ months[$0] }) {
            if let day = word(1).flatMap(dayNumber) { return token(month: month, day: day).map { ($0, 2 + ordinal(at: 2)) } }
            // "january fourteenth", "may twenty first".
            if let (day, length) = DayOrdinals.day(in: words, at: start + 1) {
                return token(month: month, day: day).map { ($0, 1 + length) }
            }
            return nil
        }
        let lead = word(0) == "the" ? 1 : 0
        var offset: Int
        let day: Int
        if let number = word(lead).flatMap(dayNumber) {
            day = number
            offset = lead + 1 + ordinal(at: lead + 1)
        } else if let (spelled, length) = DayOrdinals.day(in: words, at: start + lead) {
            // "the first of january", "twenty first of may".
            (day, offset) = (spelled, lead + length)
        } else {
            return nil
        }
        if word(offset) == "of" { offset += 1 }
        guard let month = word(offset).flatMap({ months[$0] }) else { return nil }
        return token(month: month, day: day).map { ($0, offset + 1) }
    }

    private static func dayNumber(_ word: String) -> Int? {
        guard word.count <= 2, let day = Int(word), (1...31).contains(day) else { return nil }
        return day
    }

    /// `january-14`, when that day exists in some year (February 29 does).
    private static func token(month: Int, day: Int) -> String? {
        guard Day(iso: String(format: "2024-%02d-%02d", month, day)) != nil else { return nil }
        return "\(monthNames[month - 1])-\(day)"
    }

    private static func parts(of token: String) -> (month: Int, day: Int)? {
        let pieces = token.split(separator: "-")
        guard pieces.count == 2, let month = monthNames.firstIndex(of: String(pieces[0])), let day = Int(pieces[1]),
            Self.token(month: month + 1, day: day) == token
        else { return nil }
        return (month + 1, day)
    }

    /// The months' English names, lowercased, January first: CLDR's, through Foundation.
    private static let monthNames: [String] = englishCalendar.monthSymbols.map { $0.lowercased() }

    /// Every English name of a month, long and short ("january", "jan", and "sept"), by number.
    private static let months = WordMap<Int>({
        var table: [String: Int] = ["sept": 9]
        for (index, name) in englishCalendar.monthSymbols.enumerated() { table[name.lowercased()] = index + 1 }
        for (index, name) in englishCalendar.shortMonthSymbols.enumerated() { table[name.lowercased()] = index + 1 }
        return table
    }())

    private static let englishCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()
}
