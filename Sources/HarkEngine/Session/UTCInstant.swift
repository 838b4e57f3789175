import Foundation

/// Reads the common form of an instant, `2026-11-30T08:00:00Z`, by hand: a date formatter costs
/// more to make than a whole transcript takes to run. `SessionClock.parse` tries this first and hands
/// every other form (offsets, fractions of a second) to `ISO8601DateFormatter`.
///
///     UTCInstant.parse("2026-01-05T09:00:00Z")   // 1_767_603_600 seconds after 1970
enum UTCInstant {
    /// `YYYY-MM-DDTHH:MM:SSZ` as a date, or nil for any other text or an impossible date.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    /// Whether `text` begins with a date, `YYYY-MM-DD`, that no calendar has (2026-02-30,
    /// 2026-13-01), which a lenient formatter would roll over into another day.
    static func beginsWithImpossibleDate(_ text: String) -> Bool {
        let digits = Array(text.utf8.prefix(10))
        guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            digits[range].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ? Int(String(decoding: digits[range], as: UTF8.self)) : nil
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return false }
        return !(1...12).contains(month) || day < 1 || day > daysIn(month: month, year: year)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
