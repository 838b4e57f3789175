import Foundation
import HarkKit

/// A workout that was started.
struct WorkoutSession: Codable, Sendable {
    static let collection = "WorkoutSession"
    var activity: WorkoutActivity
    var start: Date
}

/// A place the person called their gym.
struct Gym: Codable, Sendable {
    static let collection = "Gym"
    var latitude: Double
    var longitude: Double
    var date: Date

    /// Whether a place is this gym: within about 100 metres (a thousandth of a degree).
    func isNear(latitude: Double, longitude: Double) -> Bool {
        abs(self.latitude - latitude) < 0.001 && abs(self.longitude - longitude) < 0.001
    }
}

/// A workout planned for a day (from `day`, a UTC midnight, for 24 hours).
struct WorkoutPlan: Codable, Sendable {
    static let collection = "WorkoutPlan"
    var activity: WorkoutActivity
    var partOfDay: PartOfDay
    var day: Date
    var date: Date
}

/// The moment the person asked Workout to stop suggesting: what came before no longer counts.
struct SuggestionsCleared: Codable, Sendable {
    static let collection = "SuggestionsCleared"
    var date: Date
}

/// Workout's records since suggestions were last cleared.
struct WorkoutHistory {
    var sessions: [WorkoutSession]
    var gyms: [Gym]
    var plans: [WorkoutPlan]

    init(records: any RecordStore) throws {
        let cleared = try records.all(SuggestionsCleared.self, in: SuggestionsCleared.collection).last?.date ?? .distantPast
        sessions = try records.all(WorkoutSession.self, in: WorkoutSession.collection).filter { $0.start > cleared }
        gyms = try records.all(Gym.self, in: Gym.collection).filter { $0.date > cleared }
        plans = try records.all(WorkoutPlan.self, in: WorkoutPlan.collection).filter { $0.date > cleared }
    }
}
