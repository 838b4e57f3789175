import HarkKit

extension DailyRoutineSituation {
    /// Every name a situation setting accepts: the situations, then "none".
    public static let settingNames = allCases.map(\.rawValue) + ["none"]

    /// Reads a situation setting (`--situation`, `@situation`, `:situation`), the one place one
    /// is checked; "none" means no situation. Each caller words the problem its own way.
    ///
    ///     try DailyRoutineSituation.parseSetting("gym")    // .gym
    ///     try DailyRoutineSituation.parseSetting("none")   // nil
    public static func parseSetting(_ text: String) throws(UnknownSituation) -> DailyRoutineSituation? {
        if text == "none" { return nil }
        guard let situation = DailyRoutineSituation(rawValue: text) else { throw UnknownSituation(text: text) }
        return situation
    }
}

/// A situation setting that names no situation.
public struct UnknownSituation: Error, Equatable, CustomStringConvertible {
    /// What was given.
    public let text: String

    /// The situations, comma-separated, in their declared order.
    public static let names = DailyRoutineSituation.allCases.map(\.rawValue).joined(separator: ", ")

    public var description: String { "“\(text)” is not a situation; say one of \(Self.names), or none." }
}
