import HarkKit

/// The Recent Purchases widget, configured by a card (its configuration intent is Show Recent
/// Purchases): the last purchase on that card, or on any card in the default configuration.
/// Its entries carry no score; a purchase's relevant shortcut, or the habit of looking at a
/// card's purchases, brings it into the Smart Stack with that card.
enum RecentPurchasesWidget {
    static let kind = WidgetKind(
        kind: "RecentPurchases", displayName: "Recent Purchases", configuration: ShowRecentPurchases.self
    ) { records, _, configuration in
        try records.all(Purchase.self, in: Purchase.collection)
            .filter { configuration.card == nil || $0.card == configuration.card }
            .map { TimelineEntry(date: $0.date, text: $0.summary) }
    }
}
