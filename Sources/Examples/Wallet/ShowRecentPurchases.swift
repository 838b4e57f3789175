import HarkKit

/// Shows the last purchases on a card, newest first. It is suggested only with a card, the
/// combination its widget needs (WWDC21: a Supported Combination with the necessary parameters).
public struct ShowRecentPurchases: Intent {
    public static let title = "Show Recent Purchases"
    public static let supportedCombinations: [Set<String>]? = [["card"]]
    static let shown = 3

    @Parameter(title: "Card", prompt: "Which card, debit or credit?") var card: Card?

    public init() {}

    init(card: Card) {
        self.init()
        self.card = card
    }

    public func handle(in context: IntentContext) throws -> IntentResult {
        guard let card else { return .failure("I need to know which card.") }
        let purchases = try context.records.all(Purchase.self, in: Purchase.collection).filter { $0.card == card }
        guard !purchases.isEmpty else { return .success("There are no purchases on your \(card.displayTitle) card yet.") }
        let rows = purchases.suffix(Self.shown).reversed().map {
            Snippet.Row(label: "$\($0.amount)", value: "\($0.merchant.displayTitle), \($0.date.formatted(.iso8601))")
        }
        return .success(
            "Here are your recent purchases on your \(card.displayTitle) card.",
            snippet: Snippet(title: "Recent purchases · \(card.displayTitle)", rows: Array(rows)))
    }
}
