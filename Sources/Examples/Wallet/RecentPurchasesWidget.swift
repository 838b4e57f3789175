import HarkKit

/// The Recent Purchases widget: the last purchase. Its entries carry no score; a purchase's
/// relevant shortcut brings it into the Smart Stack for 30 minutes.
enum RecentPurchasesWidget {
    static let kind = WidgetKind(kind: "RecentPurchases", displayName: "Recent Purchases") { records, _ in
        try records.all(Purchase.self, in: Purchase.collection).map { TimelineEntry(date: $0.date, text: $0.summary) }
    }
}
