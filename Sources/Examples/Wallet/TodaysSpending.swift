import Foundation
import HarkKit

/// Today's spending, a screen of Wallet rather than an intent: it is donated and suggested as
/// a user activity (NSUserActivity), and the screen continues it.
enum TodaysSpending {
    static let activity = UserActivity(type: "com.example.wallet.spending", title: "Today's spending")

    /// The evening is when people look back on the day's spending.
    static func relevantShortcut() -> RelevantShortcut {
        RelevantShortcut(userActivity: activity, providers: [.dailyRoutine(.evening)])
    }

    /// Today's purchases, newest first, and their total.
    static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        let today = try records.all(Purchase.self, in: Purchase.collection).filter { $0.date.utcDay == now.utcDay }
        let items = today.reversed().map { AppScreen.Item(text: $0.summary, fields: ["amount": .integer($0.amount)]) }
        let total = today.reduce(0) { $0 + $1.amount }
        return AppScreen(
            title: "Today's spending: $\(total)", emptyMessage: "Nothing spent today.", items: items)
    }
}

/// Shows today's spending, and donates the screen as a user activity, as an app makes the
/// activity of the screen the person looks at current. The intent itself is not suggested:
/// the screen is.
public struct ShowSpending: Intent {
    public static let title = "Show Spending"
    public static let isEligibleForSuggestions = false

    public init() {}

    public func handle(in context: IntentContext) throws -> IntentResult {
        try context.donations.donate(TodaysSpending.activity)
        let screen = try TodaysSpending.screen(records: context.records, now: context.now)
        return .success("\(screen.title).")
    }
}
