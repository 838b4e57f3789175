import HarkKit

struct OrderCoffee: AppIntent {
    static let title: LocalizedStringResource = "Order Coffee"
    static let description = IntentDescription(
        "Orders a coffee to pick up.", categoryName: "Ordering", resultValueName: "Order Number")
    static let openAppWhenRun = false
    static let authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication

    @Parameter(title: "Drink", requestValueDialog: "What would you like?")
    var drink: Drink

    @Parameter(title: "Size", default: .medium)
    var size: CupSize

    @Parameter(title: "Shots", default: 1, controlStyle: .stepper, inclusiveRange: (1, 4))
    var shots: Int

    @Parameter(title: "Cafe")
    var cafe: CafeEntity?

    @Dependency
    private var orders: OrderBook

    static var parameterSummary: some ParameterSummary {
        Summary("Order a \(\.$size) \(\.$drink) from \(\.$cafe)") {
            \.$shots
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let cafe: CafeEntity
        if let chosen = self.cafe ?? Preferences.favouriteCafe {
            cafe = chosen
        } else {
            cafe = try await $cafe.requestDisambiguation(
                among: try await CafeQuery().allEntities(), dialog: "Which cafe should make it?")
        }
        try await requestConfirmation(
            actionName: .order, dialog: "A \(size) \(drink) from \(cafe), right?")
        let order = await orders.place(drink, size: size, shots: shots, at: cafe)
        try IntentContext.current.records.append(order, to: "Order")
        return .result(
            value: order.number,
            dialog: "Order \(order.number): a \(order.ounces)-ounce \(drink) with \(shots) shot\(shots == 1 ? "" : "s"), at \(cafe.name).")
    }
}
