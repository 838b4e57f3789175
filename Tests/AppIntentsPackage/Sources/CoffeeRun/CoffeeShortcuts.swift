import HarkKit

struct CoffeeShortcuts: AppShortcutsProvider {
    static let shortcutTileColor = ShortcutTileColor.tangerine

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderCoffee(),
            phrases: [
                "Order coffee with \(.applicationName)",
                "Order a \(\.$drink) with \(.applicationName)",
                "Order a \(\.$size) \(\.$drink) with \(.applicationName)",
                "Get a \(\.$drink) from \(\.$cafe) with \(.applicationName)",
            ],
            shortTitle: "Order Coffee",
            systemImageName: "cup.and.saucer")
        AppShortcut(
            intent: CancelOrder(), phrases: ["Cancel an order in \(.applicationName)"], shortTitle: "Cancel Order",
            systemImageName: "xmark")
        AppShortcut(
            intent: CheckOrders(), phrases: ["Check my orders in \(.applicationName)"], shortTitle: "Check Orders",
            systemImageName: "list.bullet")
        AppShortcut(
            intent: ReserveTable(), phrases: ["Reserve a table in \(.applicationName)"], shortTitle: "Reserve a Table",
            systemImageName: "fork.knife")
        AppShortcut(
            intent: BrowseCafes(), phrases: ["Browse cafes in \(.applicationName)"], shortTitle: "Browse Cafes",
            systemImageName: "map")
        AppShortcut(
            intent: SetFavouriteCafe(), phrases: ["Set my favourite cafe in \(.applicationName)"],
            shortTitle: "Favourite Cafe", systemImageName: "heart")
    }
}
