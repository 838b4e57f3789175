import HarkKit

enum Drink: String, AppEnum {
    case tea, coffee
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static let caseDisplayRepresentations: [Drink: DisplayRepresentation] = [.tea: "Tea", .coffee: "Coffee"]
}
struct OrderDrink: AppIntent {
    static let title: LocalizedStringResource = "Order Drink"
    @Parameter(title: "Drink") var drink: Drink
    func perform() async throws -> some IntentResult { .result() }
}
struct DrinkShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderDrink(), phrases: ["Order \(\.$drink) with \(.applicationName)"], shortTitle: "Order", systemImageName: "cup.and.saucer")
    }
}
