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
    @Parameter(title: "Days") var days: Int
    func perform() async throws -> some IntentResult {
        if days > 7 { throw PlannerError.full }
        return .result()
    }
}
