import HarkKit

struct DeleteAll: AppIntent {
    static let title: LocalizedStringResource = "Delete All"
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation()
        return .result(dialog: "Deleted.")
    }
}
