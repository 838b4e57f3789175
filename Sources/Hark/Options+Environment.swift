import HarkEngine

extension Options {
    /// The session's world as the options set it: clock, location, situation; `:clock now`
    /// goes back to the system's clock.
    var environment: SessionEnvironment {
        SessionEnvironment(clock: clock, location: location, situations: situations, timeZone: timeZone, deviceStrict: deviceStrict, realTime: .system)
    }
}
