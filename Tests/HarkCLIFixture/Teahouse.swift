import HarkKit

/// An App Intents app whose order takes a list of drinks (`[Brew]`), then asks from `perform`,
/// about items of that list, which to serve first and whether that is right. It numbers each
/// ticket in a singleton (Counter's `Tally`) before asking, so a ticket number shows whether `perform` ran once.
struct TeahouseShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderRound(),
            phrases: ["Order \(\.$drinks) in \(.applicationName)", "Order a round in \(.applicationName)"])
    }
}

extension TeahouseShortcuts: HarkApp {
    static let name = "Teahouse"
}

enum Brew: String, AppEnum {
    case tea, coffee, cocoa

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static let caseDisplayRepresentations: [Brew: DisplayRepresentation] = [
        .tea: "tea", .coffee: DisplayRepresentation(title: "coffee", synonyms: ["espresso"]), .cocoa: "cocoa",
    ]
}

struct OrderRound: AppIntent {
    static let title: LocalizedStringResource = "Order a Round"

    @Parameter(title: "Drinks", requestValueDialog: "What would you like?")
    var drinks: [Brew]

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let ticket = Tally.shared.increment()
        let first = try await $drinks.requestDisambiguation(among: drinks, dialog: "Ticket \(ticket): which comes first?")
        guard drinks.count > 1 else { return .result(dialog: "Ticket \(ticket): \(first.spokenText).") }
        guard try await $drinks.requestConfirmation(for: first, dialog: "Serve \(first.spokenText) first?") else {
            return .result(dialog: "Ticket \(ticket): \(drinks.spokenText), served together.")
        }
        return .result(dialog: "Ticket \(ticket): \(drinks.spokenText), \(first.spokenText) first.")
    }
}
