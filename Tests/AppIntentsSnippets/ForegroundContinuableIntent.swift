import HarkKit

struct EditDraft: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Edit Draft"
    @Parameter(title: "Draft") var draft: String?

    func perform() async throws -> some IntentResult {
        guard draft != nil else {
            throw needsToContinueInForegroundError("Please continue in the app to pick a draft.") {
                print("showing drafts")
            }
        }
        return .result()
    }
}
