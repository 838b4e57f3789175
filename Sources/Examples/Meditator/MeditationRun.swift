import Foundation

/// One meditation Meditator started.
struct MeditationRun: Codable {
    static let collection = "MeditationRun"
    var sessionID: String
    var sessionName: String
    var minutes: Int
    var date: Date
}
