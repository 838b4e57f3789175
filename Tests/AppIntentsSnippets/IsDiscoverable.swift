import HarkKit

struct HiddenIntent: AppIntent {
    static let title: LocalizedStringResource = "Hidden"
    static let isDiscoverable = false
    func perform() async throws -> some IntentResult { .result() }
}
