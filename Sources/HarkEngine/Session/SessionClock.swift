import Foundation

/// Where "now" comes from: a running clock the front end chooses (the system's), or an instant
/// set by `--clock`, `@clock` or `:clock`. The engine never reads the system's clock itself.
///
///     var clock = try SessionClock.parse("2026-11-30T08:00:00Z", after: .running(.system))
///     clock = try SessionClock.parse("+90m", after: clock)   // 09:30
public enum SessionClock: Sendable, Equatable {
    /// The time as it passes, read from `source` each time it is asked.
    case running(TimeSource)
    case fixed(Date)

    public var now: Date {
        switch self {
        case .running(let source): source.now
        case .fixed(let date): date
        }
    }

    /// The instants a clock may read: the years 1900 to 9999 of the Gregorian calendar. Dates become
    /// whole seconds, days and minutes in the store; far beyond this range those numbers stop
    /// being exact.
    public static let range = Date(timeIntervalSince1970: -2_208_988_800)...Date(timeIntervalSince1970: 253_402_300_799)

    /// An ISO 8601 instant, or `+N` followed by s, m, h or d to move on from `current`; the
    /// result must lie in `range`. `now` sets the clock running from `realTime` again, where
    /// the front end gives one (a transcript has none).
    public static func parse(_ text: String, after current: SessionClock, realTime: TimeSource? = nil) throws(SettingError) -> SessionClock {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text == "now" {
            guard let realTime else {
                throw SettingError("“now” has no real time to go back to here; write a time such as 2026-11-30T08:00:00Z.")
            }
            return .running(realTime)
        }
        let date: Date
        if text.hasPrefix("+") {
            guard let seconds = offsetSeconds(String(text.dropFirst())) else {
                throw SettingError("“\(text)” is not a time offset; write +90m, +2h, +1d or +30s.")
            }
            date = current.now.addingTimeInterval(seconds)
        } else {
            guard !UTCInstant.beginsWithImpossibleDate(text) else {
                throw SettingError("“\(text)” names a day that does not exist; write 2026-11-30T08:00:00Z.")
            }
            guard let instant = parseInstant(text) else {
                throw SettingError("“\(text)” is not an ISO 8601 time; write 2026-11-30T08:00:00Z.")
            }
            date = instant
        }
        guard range.contains(date) else {
            throw SettingError("“\(text)” would set the clock outside the years 1900 to 9999; choose a time in those years.")
        }
        return .fixed(date)
    }

    static func parseInstant(_ text: String) -> Date? {
        if let date = UTCInstant.parse(text) { return date }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    private static func offsetSeconds(_ text: String) -> Double? {
        guard let unit = text.last, let amount = Int(text.dropLast()), amount >= 0 else { return nil }
        let scale: Double? =
            switch unit {
            case "s": 1
            case "m": 60
            case "h": 3600
            case "d": 86400
            default: nil
            }
        return scale.map { Double(amount) * $0 }
    }
}

/// Where a running clock reads the time, with a name to show (`:clock` says “the system's”).
/// Hark's front end passes `TimeSource.system`; tests may pass a clock of their own.
public struct TimeSource: Sendable, Equatable {
    /// Whose clock it is ("system").
    public let name: String
    private let read: @Sendable () -> Date

    public init(name: String, read: @escaping @Sendable () -> Date) {
        self.name = name
        self.read = read
    }

    /// The time it reads now.
    public var now: Date { read() }

    /// Two sources are the same clock when they have the same name.
    public static func == (left: TimeSource, right: TimeSource) -> Bool { left.name == right.name }
}

/// A setting that cannot be read; the message names the value at fault.
public struct SettingError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
