import Foundation
import HarkKit

/// The instant, place and routine situation suggestions are computed for; all handed in, so
/// the watch face and the stack are deterministic.
///
///     Moment(now: date, location: gym, situation: .gym)
public struct Moment: Sendable, Hashable {
    public var now: Date
    public var location: Location?
    public var situation: DailyRoutineSituation?

    public init(now: Date, location: Location? = nil, situation: DailyRoutineSituation? = nil) {
        self.now = now
        self.location = location
        self.situation = situation
    }

    /// The hours (UTC, as the clock is) that count as morning and evening when no situation is set.
    public static let morningHours = 5..<11
    public static let eveningHours = 17..<22

    /// Morning or evening as the clock tells them, when no situation is set; nil otherwise.
    public var inferredSituation: DailyRoutineSituation? {
        guard situation == nil else { return nil }
        let hour = DayClock.minuteOfDay(of: now) / 60
        if Self.morningHours.contains(hour) { return .morning }
        if Self.eveningHours.contains(hour) { return .evening }
        return nil
    }
}

/// Whole UTC days since 1970 and minutes of the UTC day, as donations are indexed.
///
///     DayClock.minuteOfDay(of: eightOClock)   // 480
public enum DayClock {

    public static func day(of date: Date) -> Int { date.utcDay }

    public static func minuteOfDay(of date: Date) -> Int { date.secondOfUTCDay / 60 }

    /// "08:05"
    static func clockText(minute: Int) -> String {
        let minute = ((minute % 1440) + 1440) % 1440
        return String(format: "%02d:%02d", minute / 60, minute % 60)
    }

    /// "09:30" on the day of `reference`, else "2026-01-06 09:30".
    static func text(_ date: Date, from reference: Date) -> String {
        let time = clockText(minute: minuteOfDay(of: date))
        guard day(of: date) != day(of: reference) else { return time }
        let day = date.formatted(.iso8601.year().month().day())
        return "\(day) \(time)"
    }
}
