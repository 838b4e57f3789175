import HarkKit

struct Sync: AppIntent {
    static let title: LocalizedStringResource = "Sync"
    @Parameter(title: "Account") var account: String?
    func perform() async throws -> some IntentResult {
        guard let account else { throw AppIntentError.UserActionRequired.signin }
        if account.isEmpty { throw AppIntentError.Unrecoverable.entityNotFound }
        return .result()
    }
}
