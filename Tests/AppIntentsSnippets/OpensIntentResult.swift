import HarkKit

struct First: AppIntent {
    static let title: LocalizedStringResource = "First"
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: Second()) }
}
struct Second: AppIntent {
    static let title: LocalizedStringResource = "Second"
    func perform() async throws -> some IntentResult { .result() }
}
