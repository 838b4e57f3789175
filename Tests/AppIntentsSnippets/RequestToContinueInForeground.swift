import HarkKit

struct ReviewOrder: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Review Order"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestToContinueInForeground("Open the app to review your order?") {
            print("navigating to the order")
        }
        return .result(dialog: "Review your order in the app.")
    }
}
