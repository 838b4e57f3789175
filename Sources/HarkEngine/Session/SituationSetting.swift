import Foundation
import HarkKit

extension DailyRoutineSituation {
    /// Every name a situation setting accepts: the situations, then "none".
    public static let settingNames = allCases.map(\.rawValue) + ["none"]

    /// Reads a situation setting (`--situation`, `@situation`, `:situation`), the one place one
    /// is checked: situations separated by commas, which combine, or "none". Each caller words
    /// the problem its own way.
    ///
    ///     try DailyRoutineSituation.parseSetting("gym,morning")   // [.morning, .gym]
    ///     try DailyRoutineSituation.parseSetting("none")          // []
    public static func parseSetting(_ text: String) throws(UnknownSituation) -> [DailyRoutineSituation] {
        if text == "none" { return [] }
        var situations: [DailyRoutineSituation] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = name.trimmingCharacters(in: .whitespaces)
            guard let situation = DailyRoutineSituation(rawValue: name) else { throw UnknownSituation(text: name) }
            situations.append(situation)
        }
        return ordered(situations)
    }

    /// The situations without repeats, in their declared order: "gym, morning" reads as "morning, gym".
    public static func ordered(_ situations: [DailyRoutineSituation]) -> [DailyRoutineSituation] {
        allCases.filter(situations.contains)
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
