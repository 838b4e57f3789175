import Foundation
import HarkKit

/// Records a payment. For the next 30 minutes the card's recent purchases are a relevant
/// shortcut, shown as the Recent Purchases widget; the donation is grouped by card.
public struct Pay: Intent {
    public static let title = "Pay"
    public static let isConsequential = true
    /// How long a purchase keeps the Recent Purchases widget on top of the stack.
    static let relevance: TimeInterval = 30 * 60
    static let largestAmount = 10_000
    /// From this amount on, Wallet asks to confirm the amount, with a card showing it.
    static let confirmedAmount = 1_000

    @Parameter(title: "Amount", prompt: "How many dollars?") var amount: Int?
    @Parameter(title: "Merchant", prompt: "Where are you paying?") var merchant: Merchant?
    @Parameter(title: "Card", prompt: "Which card, debit or credit?") var card: Card?
    @Parameter(title: "Device", isRequired: false) var device: PaymentDevice?

    public init() {}

    /// A locked card does not pay; said at once when the card is named in the phrase.
    public func availability(in context: IntentContext) -> IntentAvailability {
        guard let card, LockedCards.isKnownLocked(card, in: context.records) else { return .available }
        return .unavailable(LockedCards.lockedDialog(card))
    }

    public static var resolvers: [ParameterResolver<Pay>] {
        [ParameterResolver(\.$amount) { $0.resolveAmount() }]
    }

    func resolveAmount() -> Resolution<Int> {
        guard let amount else { return .needsValue() }
        guard amount > 0 else { return .unsupported("A payment needs an amount above zero.") }
        guard amount <= Self.largestAmount else {
            return .unsupported("Wallet pays at most $\(Self.largestAmount) at once.")
        }
        if amount >= Self.confirmedAmount {
            let card = Snippet(
                title: "Large payment",
                rows: [
                    Snippet.Row(label: "Amount", value: "$\(amount)"),
                    Snippet.Row(label: "Limit", value: "$\(Self.largestAmount) at once"),
                ])
            return .confirmationRequired(amount, "That is $\(amount). Shall I go on?", snippet: card)
        }
        return .success(amount)
    }

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let amount, let merchant, let card else { return .failure("I need an amount, a merchant and a card.") }
        if try LockedCards.isLocked(card, in: context.records) { return .failure(LockedCards.lockedDialog(card)) }
        let number = try context.records.all(Purchase.self, in: Purchase.collection).count + 1
        let purchase = Purchase(number: number, amount: amount, merchant: merchant, card: card, date: context.now)
        try context.records.append(purchase, to: Purchase.collection)
        context.donations.label(identifier: "purchase-\(number)", group: card.rawValue)
        let recent = try RelevantShortcut(
            intent: ShowRecentPurchases(card: card), title: "Recent purchases on your \(card.displayTitle) card",
            role: .information, widgetKind: RecentPurchasesWidget.kind.kind,
            providers: [.date(start: context.now, end: context.now.addingTimeInterval(Self.relevance))])
        try context.relevantShortcuts.set([recent, TodaysSpending.relevantShortcut()], from: device == .watch ? .companion : .app)
        return .success("OK. I recorded \(purchase.summary).")
    }
}
