import HarkKit

struct Walk: AppIntent {
    static let title: LocalizedStringResource = "Walk"
    @Parameter(title: "Steps", default: 1000) var steps: Int
    func perform() async throws -> some IntentResult { .result() }
}
