import Foundation

/// A calendar day (no time of day), as a date parameter holds it; days are UTC, as Hark's clock.
///
///     let day = Day(iso: "2026-01-06")   // Tuesday, January 6, 2026
///     day?.spokenText                    // "Tuesday, January 6, 2026"
public struct Day: ParameterValue, Hashable, Comparable {
    /// The year, such as 2026.
    public let year: Int
    /// The month, 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The day `yyyy-MM-dd` names, when it is a real one.
    public init?(iso: String) {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        var components = DateComponents(year: year, month: month, day: day)
        components.calendar = Self.calendar
        guard components.isValidDate else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day an instant falls on.
    public init(_ instant: Date) {
        let components = Self.calendar.dateComponents([.year, .month, .day], from: instant)
        year = components.year ?? 1970
        month = components.month ?? 1
        day = components.day ?? 1
    }

    /// The Gregorian calendar in UTC, which every day of Hark is counted in.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// Midnight UTC at the start of the day.
    public var start: Date {
        Self.calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
    }

    /// 1 is Sunday … 7 is Saturday, as `Calendar` counts.
    public var weekday: Int { Self.calendar.component(.weekday, from: start) }

    /// The day as `yyyy-MM-dd`, as records and answers keep it.
    public var iso: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> Day {
        Day(start.addingTimeInterval(Double(count) * 86_400))
    }

    /// The names of the days of the week, Sunday first (as `weekday` counts them).
    public static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    public static var valueKind: ValueKind { .date }

    public init?(answer: AnswerValue) {
        guard case .date(let iso) = answer else { return nil }
        self.init(iso: iso)
    }

    public var spokenText: String {
        "\(Self.weekdayNames[weekday - 1]), \(Self.monthNames[month - 1]) \(day), \(year)"
    }

    public var answerValue: AnswerValue { .date(iso) }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
