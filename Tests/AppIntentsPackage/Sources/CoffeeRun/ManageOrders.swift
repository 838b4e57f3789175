import HarkKit

struct CancelOrder: AppIntent {
    static let title: LocalizedStringResource = "Cancel Order"

    @Parameter(title: "Order Number", requestValueDialog: "Which order number?")
    var number: Int

    @Dependency
    private var orders: OrderBook

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let order = await orders.order(numbered: number) else {
            throw $number.needsValueError("There's no order \(number). Which order number?")
        }
        guard try await $number.requestConfirmation(for: number, dialog: "Cancel order \(number), the \(order.drink)?") else {
            return .result(dialog: "Order \(number) stays.")
        }
        await orders.cancel(number)
        return .result(dialog: "Order \(number) is cancelled.")
    }
}

struct CheckOrders: AppIntent {
    static let title: LocalizedStringResource = "Check Orders"

    @Dependency
    private var orders: OrderBook

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        let placed = await orders.orders
        guard !placed.isEmpty else {
            throw CoffeeError.noOrders
        }
        return .result(dialog: "You have \(placed.count) open.") {
            OrdersView(orders: placed)
        }
    }
}

/// The orders as a card; on Apple platforms this would be a SwiftUI view.
#if canImport(SwiftUI)
import SwiftUI

struct OrdersView: View {
    let orders: [Order]

    var body: some View {
        ForEach(orders, id: \.number) { Text("\($0.number): \($0.drink)") }
    }
}
#else
struct OrdersView: SnippetView {
    let orders: [Order]

    var body: Snippet {
        Snippet(title: "Orders", rows: orders.map { .init(label: "\($0.number)", value: "\($0.drink) at \($0.cafe)") })
    }
}
#endif

struct SetFavouriteCafe: AppIntent {
    static let title: LocalizedStringResource = "Set Favourite Cafe"
    static let isDiscoverable = false

    @Parameter(title: "Cafe", requestValueDialog: "Which cafe do you like best?")
    var cafe: CafeEntity

    func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
        Preferences.favouriteCafe = cafe
        return .result(opensIntent: ShowCafe(cafe: cafe), dialog: "\(cafe.name) is your favourite now.")
    }
}

enum CoffeeError: Error, CustomLocalizedStringResourceConvertible {
    case noOrders

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .noOrders: "You have no open orders."
        }
    }
}
