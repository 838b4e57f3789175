import Foundation

/// When a relevant shortcut matters: a date window, a place, or a moment of the daily routine.
/// A shortcut is relevant when all of its providers hold.
///
///     .date(start: now, end: now.addingTimeInterval(30 * 60))
///     .location(Region(center: gym, radius: 150, identifier: "gym"))
///     .dailyRoutine(.gym)
public enum RelevanceProvider: Sendable, Hashable, Codable {
    /// From `start` until `end`; without an end, for an hour from `start`.
    case date(start: Date, end: Date?)
    /// Inside a circular region.
    case location(Region)
    /// In a situation of the person's daily routine.
    case dailyRoutine(DailyRoutineSituation)

    /// How long a date provider without an end holds.
    public static let openDateWindow: TimeInterval = 3600
}

/// A circle on Earth: a centre and a radius in metres (CLCircularRegion).
public struct Region: Sendable, Hashable, Codable {
    /// The centre of the circle.
    public var center: Location
    /// The radius in metres.
    public var radius: Double
    /// A name for people, such as "gym".
    public var identifier: String

    /// A circle from its centre, radius in metres and name.
    public init(center: Location, radius: Double, identifier: String) {
        self.center = center
        self.radius = radius
        self.identifier = identifier
    }
}

/// The daily-routine situations of INDailyRoutineRelevanceProvider.
public enum DailyRoutineSituation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Times of day and places of the routine.
    case morning, evening, home, work, school, gym, commute
    /// Moments of the routine: headphones on, a workout under way, the day's activity not done.
    case headphonesConnected, activeWorkout, physicalActivityIncomplete

    /// Morning and evening are times of day; pairing them with a date provider is a pitfall.
    public var isTimeOfDay: Bool { self == .morning || self == .evening }
}

extension Location: Codable {
    private enum CodingKeys: String, CodingKey { case latitude, longitude }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            latitude: try container.decode(Double.self, forKey: .latitude),
            longitude: try container.decode(Double.self, forKey: .longitude))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
    }
}
