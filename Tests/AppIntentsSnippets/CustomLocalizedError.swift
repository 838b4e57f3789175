import HarkKit

enum PlannerError: Error, CustomLocalizedStringResourceConvertible {
    case full
    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .full: "Your planner is full."
        }
    }
}
struct Plan: AppIntent {
    static let title: LocalizedStringResource = "Plan"
    func perform() async throws -> some IntentResult { throw PlannerError.full }
}
