import HarkKit

struct BuyTicket: AppIntent {
    static let title: LocalizedStringResource = "Buy Ticket"
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(result: .result(dialog: "Buy one ticket for $5?"), confirmationActionName: .buy)
        return .result(dialog: "Bought.")
    }
}
