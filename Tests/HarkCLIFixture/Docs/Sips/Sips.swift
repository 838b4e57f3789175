// Sources/Sips/Sips.swift
import HarkKit

struct AddCups: Intent {
    static let title = "Add Cups"
    @Parameter(title: "Cups", prompt: "How many cups?") var cups: Int?
    init() {}

    func handle(in context: IntentContext) throws -> IntentResult {
        guard let cups else { return .failure("I need a number of cups.") }
        try context.records.append(["cups": cups], to: "Cups")
        return .success("Added \(cups) cups.")
    }
}

enum Sips: HarkApp {
    static let name = "Sips"
    static var appShortcuts: [AppShortcut] {
        [AppShortcut(intent: AddCups.self, phrases: ["Add \(\.$cups) cups in \(.applicationName)"])]
    }
}
