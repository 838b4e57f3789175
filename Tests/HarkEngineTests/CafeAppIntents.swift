import Foundation
import HarkKit
import Testing

@testable import HarkEngine

/// App Intents code written as Apple documents it: list parameters, donations and relevant
/// intents from `perform`, and an error that says itself.
enum DrinkType: String, AppEnum {
    case tea, coffee, water

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    static let caseDisplayRepresentations: [DrinkType: DisplayRepresentation] = [
        .tea: "tea",
        .coffee: DisplayRepresentation(title: "coffee", subtitle: "hot", synonyms: ["joe"]),
        .water: "water",
    ]
}

struct Pastry: AppEntity {
    let id: Int
    let name: String

    static let typeDisplayName: LocalizedStringResource = "Pastry"
    static let defaultQuery = PastryQuery()
    static let all = [Pastry(id: 1, name: "croissant"), Pastry(id: 2, name: "scone"), Pastry(id: 3, name: "muffin")]

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "baked today", image: .init(systemName: "birthday.cake"))
    }
}

struct PastryQuery: EntityStringQuery {
    func entities(for identifiers: [Int]) async throws -> [Pastry] { Pastry.all.filter { identifiers.contains($0.id) } }
    func entities(matching string: String) async throws -> [Pastry] {
        Pastry.all.filter { $0.name == string.lowercased() }
    }
    func suggestedEntities() async throws -> [Pastry] { Pastry.all }
}

struct OrderDrinks: AppIntent {
    static let title: LocalizedStringResource = "Order Drinks"

    @Parameter(title: "Drinks", requestValueDialog: "Which drinks?")
    var drinks: [DrinkType]

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$drinks)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        try await IntentDonationManager.shared.donate(intent: self)
        return .result(value: drinks.count, dialog: "Ordered \(drinks.spokenText).")
    }
}

struct OrderPastries: AppIntent {
    static let title: LocalizedStringResource = "Order Pastries"

    @Parameter(title: "Pastries") var pastries: [Pastry]?

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$pastries)") {
            \.$pastries
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        var chosen = pastries ?? []
        if chosen.isEmpty { chosen = try await $pastries.requestValue("Which pastries?") }
        return .result(dialog: IntentDialog(full: "\(chosen.count) pastries.", supporting: chosen.spokenText))
    }
}

struct CafeClosed: Error, CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { "The café is closed.\nCome back at eight." }
}

struct OpenTab: AppIntent {
    static let title: LocalizedStringResource = "Open Tab"

    static let isOpen = false

    func perform() async throws -> some IntentResult {
        guard Self.isOpen else { throw CafeClosed() }
        return .result()
    }
}

struct MenuWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Menu"
    @Parameter(title: "Drink") var drink: DrinkType?

    init() {}
    init(drink: DrinkType) { self.drink = drink }

    func perform() async throws -> some IntentResult { .result() }
}

struct FeatureTea: AppIntent {
    static let title: LocalizedStringResource = "Feature Tea"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let now = IntentContext.current.now
        try await RelevantIntentManager.shared.updateRelevantIntents([
            RelevantIntent(MenuWidgetIntent(drink: .tea), widgetKind: "Menu", relevance: .date(from: now, to: now + 3600))
        ])
        _ = try await $confirmed.requestConfirmation(for: true, dialog: "Feature tea for an hour?")
        return .result(dialog: "Tea is featured.")
    }

    @Parameter(title: "Confirmed") var confirmed: Bool?
}

/// Opens itself for ever: Hark stops the chain.
struct RefillForever: AppIntent {
    static let title: LocalizedStringResource = "Refill"

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: RefillForever())
    }
}

/// Opens the tab screen with the drink it was given, or asks the opened intent's question.
struct ShowDrink: AppIntent {
    static let title: LocalizedStringResource = "Show Drink"
    @Parameter(title: "Drink", requestValueDialog: "Which drink?") var drink: DrinkType

    init() {}
    init(drink: DrinkType) { self.drink = drink }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Showing \(drink).")
    }
}

struct RecommendDrink: AppIntent {
    static let title: LocalizedStringResource = "Recommend Drink"

    func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
        .result(opensIntent: ShowDrink(drink: .coffee), dialog: "Have a coffee.")
    }
}

struct BrowseDrinks: AppIntent {
    static let title: LocalizedStringResource = "Browse Drinks"

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: ShowDrink())
    }
}

struct CafeShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderDrinks(), phrases: ["Order drinks in \(.applicationName)", "Order \(\.$drinks) in \(.applicationName)"],
            systemImageName: "cup.and.saucer")
        AppShortcut(intent: OrderPastries(), phrases: ["Order pastries in \(.applicationName)"])
        AppShortcut(intent: OpenTab(), phrases: ["Open a tab in \(.applicationName)"])
        AppShortcut(intent: FeatureTea(), phrases: ["Feature tea in \(.applicationName)"])
        AppShortcut(intent: RefillForever(), phrases: ["Refill in \(.applicationName)"])
        AppShortcut(intent: RecommendDrink(), phrases: ["Recommend a drink in \(.applicationName)"])
        AppShortcut(intent: BrowseDrinks(), phrases: ["Browse drinks in \(.applicationName)"])
    }
}

extension CafeShortcuts: HarkApp {
    static let name = "Cafe"
}

@Suite struct CafeAppIntentsTests {
    @Test func aParameterSummaryNamesItsParameters() {
        let drinks: Summary<OrderDrinks> = "Order \(\.$drinks)"
        let pastries = Summary<OrderPastries>("Order \(\.$pastries)") { \.$pastries }
        #expect(drinks.text == "Order ${drinks}")
        #expect(pastries.text == "Order ${pastries}")
    }

    @Test func aListParameterTakesSeveralValuesInOneAnswer() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        #expect(harness.say("Order drinks in Cafe", "tea and joe") == ["Which drinks?", "Ordered tea and coffee."])
        #expect(harness.say("Order drinks in Cafe", "tea, coffee, and water") == ["Which drinks?", "Ordered tea, coffee, and water."])
        #expect(harness.say("Order drinks in Cafe", "water") == ["Which drinks?", "Ordered water."])
    }

    @Test func aPhraseSlotOfAListParameterTakesEveryValueSaid() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        #expect(harness.say("Order tea and coffee in Cafe") == ["Ordered tea and coffee."])
        #expect(harness.say("Order water, tea and joe in Cafe") == ["Ordered water, tea, and coffee."])
        #expect(harness.say("Order tea in Cafe") == ["Ordered tea."])
    }

    @Test func aListAnswerWithAnItemNotUnderstoodIsAskedAgain() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        #expect(harness.say("Order drinks in Cafe", "tea and lemonade", "tea") == [
            "Which drinks?", "You can say tea, coffee, or water.", "Which drinks?", "Ordered tea.",
        ])
    }

    @Test func aListOfEntitiesIsRequestedFromPerform() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        #expect(harness.say("Order pastries in Cafe", "scone and muffin") == ["Which pastries?", "2 pastries.", "scone and muffin"])
        #expect(harness.say("Order pastries in Cafe", "scone and bagel", "cancel") == [
            "Which pastries?", "I don't know that pastry. You can say croissant, scone, or muffin.", "Which pastries?",
            "OK, I've cancelled that. Nothing was saved.",
        ])
    }

    @Test func aDonationFromPerformReachesTheStoreWithItsListValue() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        _ = harness.say("Order drinks in Cafe", "tea and coffee")
        let values: [String: AnswerValue] = ["drinks": .list([.choice(id: "tea"), .choice(id: "coffee")])]
        // The run's own donation and the one perform made, both with the list.
        #expect(try harness.store.donationCount(app: "Cafe", intentID: "Cafe.OrderDrinks", parameters: values) == 2)
    }

    @Test func relevantIntentsFromPerformAreSetOnlyWhenPerformSucceeds() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        #expect(harness.say("Feature tea in Cafe", "cancel").last == "OK, I've cancelled that. Nothing was saved.")
        #expect(try harness.store.relevantShortcutLists().isEmpty)
        // Set, and checked as any app's list is: the widget's intent is not one of Cafe's shortcuts.
        let replies = harness.say("Feature tea in Cafe", "yes")
        #expect(replies.contains("Tea is featured."))
        #expect(replies.last?.hasPrefix("Warning: Cafe's relevant shortcut “Menu” runs an intent") == true)
        let list = try #require(try harness.store.relevantShortcutLists().first)
        #expect(list.app == "Cafe")
        #expect(list.shortcuts.map(\.widgetKind) == ["Menu"])
        #expect(list.shortcuts.first?.parameters == ["drink": .choice(id: "tea")])
    }

    @Test func anErrorThatSaysItselfIsSaidWithItsSupportingLine() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        #expect(harness.say("Open a tab in Cafe") == ["The café is closed.", "Come back at eight."])
        // An utterance that matches none of Cafe's phrases runs none of its code, as on a device.
        #expect(harness.say("Open a tabby cat in Cafe").first == "Sorry, I didn't understand that.")
    }

    @Test func aResultThatOpensAnIntentRunsItWithTheValuesItWasMadeWith() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        #expect(harness.say("Recommend a drink in Cafe") == ["Have a coffee.", "Showing coffee."])
        // Made without a drink, the opened intent asks for it; cancelling it keeps the first run.
        #expect(harness.say("Browse drinks in Cafe", "joe") == ["Which drink?", "Showing coffee."])
        #expect(harness.say("Browse drinks in Cafe", "cancel") == ["Which drink?", "OK, I've cancelled that. Nothing was saved."])
    }

    @Test func aChainOfOpenedIntentsStops() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        #expect(harness.say("Refill in Cafe") == ["Refill opened one intent too many (8 in a row), so I've stopped there."])
        #expect(harness.say("Order drinks in Cafe", "tea") == ["Which drinks?", "Ordered tea."])
    }
}
