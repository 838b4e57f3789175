import HarkKit

struct Refill: AppIntent {
    static let title = LocalizedStringResource("Refill Prescription", table: "Intents", comment: "The intent's title")
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let resource = LocalizedStringResource("refill.done", comment: "After a refill")
        let text = String(localized: resource)
        return .result(dialog: "\(text) (\(resource.key))")
    }
}
