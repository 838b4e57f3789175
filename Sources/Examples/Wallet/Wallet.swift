import Foundation
import HarkKit

/// A sample app for relevance: pay with a card, and its recent purchases are relevant (and on
/// top of the Smart Stack) for 30 minutes.
public enum Wallet: HarkApp {
    public static let name = "Wallet"

    public static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(
                intent: Pay.self,
                phrases: [
                    "Pay \(\.$amount) dollars at the \(\.$merchant) with my \(\.$card) card in \(.applicationName)",
                    "Pay \(\.$amount) dollars at the \(\.$merchant) with my \(\.$card) card on my \(\.$device) in \(.applicationName)",
                    "Pay at the \(\.$merchant) in \(.applicationName)",
                    "Make a payment in \(.applicationName)",
                ]),
            AppShortcut(
                intent: ShowRecentPurchases.self,
                phrases: [
                    "Show my \(\.$card) card purchases in \(.applicationName)",
                    "Show my recent purchases in \(.applicationName)",
                ]),
            AppShortcut(
                intent: ForgetCardSuggestions.self,
                phrases: ["Forget my \(\.$card) card suggestions in \(.applicationName)"]),
            AppShortcut(intent: LockCard.self, phrases: ["Lock my \(\.$card) card in \(.applicationName)"]),
            AppShortcut(intent: ShowSpending.self, phrases: ["Show my spending in \(.applicationName)"]),
        ]
    }

    public static var widgets: [WidgetKind] { [RecentPurchasesWidget.kind] }

    public static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        let purchases = try records.all(Purchase.self, in: Purchase.collection)
        let items = purchases.reversed().map { purchase in
            AppScreen.Item(
                text: "\(purchase.date.formatted(.iso8601))  \(purchase.summary)",
                fields: [
                    "date": .text(purchase.date.formatted(.iso8601)), "amount": .integer(purchase.amount),
                    "merchant": .text(purchase.merchant.rawValue), "card": .text(purchase.card.rawValue),
                ])
        }
        return AppScreen(title: "Wallet", emptyMessage: "No purchases yet.", items: items)
    }

    /// Today's spending continues its own activity; any other opens the main screen.
    public static func screen(continuing activity: UserActivity, records: any RecordStore, now: Date) throws -> AppScreen {
        guard activity.type == TodaysSpending.activity.type else { return try screen(records: records, now: now) }
        return try TodaysSpending.screen(records: records, now: now)
    }
}
