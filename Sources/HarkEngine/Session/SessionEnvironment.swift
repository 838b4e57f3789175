import Foundation
import HarkKit

/// The world a session runs in: the time, the place, the routine, and which apps are installed.
public struct SessionEnvironment: Sendable, Equatable {
    /// The clock, which the front end chooses (there is no default: the engine never reads the
    /// system's clock unless told to).
    public var clock: SessionClock
    /// The clock `:clock now` sets running again (the system's); nil where there is none to go
    /// back to, as in a transcript.
    public var realTime: TimeSource?
    public var location: Location?
    /// The daily-routine situations set ("gym", "morning"); they combine.
    public var situations: [DailyRoutineSituation]
    /// The person's time zone, in which morning and evening are told (`--tz`; UTC in a transcript).
    public var timeZone: TimeZone
    /// Names of the installed apps; nil means all of the catalog's.
    public var installedApps: Set<String>?
    /// Match only as a device would (`@device strict`, `--device strict`); see `DeviceRules`.
    public var deviceStrict: Bool

    public init(
        clock: SessionClock, location: Location? = nil, situations: [DailyRoutineSituation] = [], timeZone: TimeZone = .utc,
        installedApps: Set<String>? = nil,
        deviceStrict: Bool = false, realTime: TimeSource? = nil
    ) {
        self.clock = clock
        self.realTime = realTime
        self.location = location
        self.situations = situations
        self.timeZone = timeZone
        self.installedApps = installedApps
        self.deviceStrict = deviceStrict
    }
}
