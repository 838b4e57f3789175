import HarkEngine

extension Options {
    /// The session's world as the options set it: clock, location, situation.
    var environment: SessionEnvironment {
        SessionEnvironment(clock: clock, location: location, situation: situation, deviceStrict: deviceStrict)
    }
}
