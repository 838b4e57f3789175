import HarkEngine

extension Options {
    /// The session's world as the options set it: clock, location, situation; `:clock now`
    /// goes back to the system's clock.
    var environment: SessionEnvironment {
        SessionEnvironment(clock: clock, location: location, situation: situation, deviceStrict: deviceStrict, realTime: .system)
    }
}
