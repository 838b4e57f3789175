import HarkKit

/// Deletes the donations of one card's payments, so Siri stops predicting them.
public struct ForgetCardSuggestions: Intent {
    public static let title = "Forget Card Suggestions"
    public static let isConsequential = true
    /// Forgetting is not a habit worth suggesting.
    public static let isDiscoverable = false

    @Parameter(title: "Card", prompt: "Which card, debit or credit?") var card: Card?

    public init() {}

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let card else { return .failure("I need to know which card.") }
        let forgotten = try context.donations.delete(group: card.rawValue)
        let payments = forgotten == 1 ? "1 payment" : "\(forgotten) payments"
        return .success("OK. Siri forgot \(payments) with your \(card.displayTitle) card; your purchases stay in Wallet.")
    }
}
