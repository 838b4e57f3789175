import Foundation
import HarkKit

/// The instant, place, time zone and routine situations suggestions are computed for; all
/// handed in, so the watch face and the stack are deterministic.
///
///     Moment(now: date, location: gym, situations: [.gym], timeZone: berlin)
public struct Moment: Sendable, Hashable {
    public var now: Date
    public var location: Location?
    /// The situations set; they combine (at the gym on a commute).
    public var situations: [DailyRoutineSituation]
    /// The person's time zone, in which morning and evening are told.
    public var timeZone: TimeZone

    public init(
        now: Date, location: Location? = nil, situations: [DailyRoutineSituation] = [], timeZone: TimeZone = .utc
    ) {
        self.now = now
        self.location = location
        self.situations = situations
        self.timeZone = timeZone
    }

    /// The local hours that count as morning and evening when neither is set.
    public static let morningHours = 5..<11
    public static let eveningHours = 17..<22

    /// Morning or evening as the local clock tells them, unless a time of day is set; a place
    /// or activity does not stop it (at the gym at 07:30 is the morning too).
    public var inferredSituation: DailyRoutineSituation? {
        guard !situations.contains(where: \.isTimeOfDay) else { return nil }
        let hour = localMinuteOfDay / 60
        if Self.morningHours.contains(hour) { return .morning }
        if Self.eveningHours.contains(hour) { return .evening }
        return nil
    }

    /// Minutes since local midnight in `timeZone`.
    var localMinuteOfDay: Int {
        DayClock.minuteOfDay(of: now.addingTimeInterval(Double(timeZone.secondsFromGMT(for: now))))
    }
}

extension TimeZone {
    /// Coordinated Universal Time, the zone a transcript runs in unless it says otherwise.
    public static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// "Europe/Berlin"; "UTC" for each name of that zone ("GMT", "Etc/UTC").
    public var name: String { ["GMT", "Etc/UTC", "Etc/GMT", "UCT"].contains(identifier) ? "UTC" : identifier }
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
