import HarkKit

struct OpenInbox: AppIntent {
    static let title: LocalizedStringResource = "Open Inbox"
    static let openAppWhenRun: Bool = true
    func perform() async throws -> some IntentResult { .result() }
}
