import Foundation

/// The rule that turns donations into predicted suggestions: something done within
/// `windowMinutes` of this time of day on at least `minimumDays` of the last `lookbackDays`
/// days (today not counted) is suggested now.
///
///     Prediction.query(at: eightOClock)   // days −7…−1, minutes 07:15…08:45, at least 4 days
enum Prediction {
    static let lookbackDays = 7
    static let minimumDays = 4
    static let windowMinutes = 45

    static func query(at now: Date) -> HabitQuery {
        let today = DayClock.day(of: now)
        let minute = DayClock.minuteOfDay(of: now)
        let low = minute - windowMinutes, high = minute + windowMinutes
        let minutes: [ClosedRange<Int>]
        if low < 0 {
            minutes = [(low + 1440)...1439, 0...high]
        } else if high > 1439 {
            minutes = [low...1439, 0...(high - 1440)]
        } else {
            minutes = [low...high]
        }
        return HabitQuery(
            days: (today - lookbackDays)...(today - 1), minutes: minutes, wrapBelow: low < 0 || high > 1439 ? (low + 1440) % 1440 : 0,
            minimumDays: minimumDays)
    }

    /// "you did this around 08:00 on 7 of the last 7 days"
    static func reason(for habit: DonationHabit) -> String {
        "you did this around \(DayClock.clockText(minute: habit.usualMinute)) on \(habit.days) of the last \(lookbackDays) days"
    }
}
