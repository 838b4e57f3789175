import HarkKit

struct Sync: AppIntent {
    static let title: LocalizedStringResource = "Sync"
    func perform() async throws -> some IntentResult {
        throw AppIntentError.Unrecoverable.entityNotFound
    }
}
