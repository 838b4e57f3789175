import Foundation

/// One payment with a card.
struct Purchase: Codable, Sendable {
    static let collection = "Purchase"

    var number: Int
    var amount: Int
    var merchant: Merchant
    var card: Card
    var date: Date

    /// "$4 at the café on your credit card"
    var summary: String { "$\(amount) at the \(merchant.displayTitle) on your \(card.displayTitle) card" }
}
