import Foundation

/// One drink Hydrator logged: the tutorial's record.
public struct LogEntry: Codable, Sendable, Equatable {
    public static let collection = "LogEntry"

    public var drinkType: HydrationType
    public var ounces: Int
    public var date: Date

    public init(drinkType: HydrationType, ounces: Int, date: Date) {
        self.drinkType = drinkType
        self.ounces = ounces
        self.date = date
    }
}

extension HydrationType: Codable {}
