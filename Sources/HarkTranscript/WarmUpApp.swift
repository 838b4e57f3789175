import Foundation
import HarkKit

/// A tiny app of Hark's own that a `hark test` worker plays before it forks (see
/// `WorkerWarmUp`): one intent of each dialect, a number, an enum, a record with a date.
enum WarmUpApp: HarkApp {
    static let name = "Kettle"

    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(intent: BoilWater.self, phrases: ["Boil \(\.$cups) cups in \(.applicationName)", "Boil water in \(.applicationName)"]),
            AppShortcut(intent: PourTea(), phrases: ["Pour \(\.$tea) in \(.applicationName)"]),
        ]
    }
}

enum KettleTea: String, AppEnum {
    case green, black

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
    static let caseDisplayRepresentations: [KettleTea: DisplayRepresentation] = [
        .green: DisplayRepresentation(title: "green tea", synonyms: ["sencha"]), .black: "black tea",
    ]
}

struct KettleLog: Codable {
    var date: Date
    var cups: Int
}

struct BoilWater: Intent {
    static let title = "Boil Water"

    @Parameter(title: "Cups", prompt: "How many cups?")
    var cups: Int?

    func handle(in context: IntentContext) throws -> IntentResult {
        try context.records.append(KettleLog(date: context.now, cups: cups ?? 1), to: "KettleLog")
        return .success("Boiled \(cups ?? 1) cups.")
    }
}

struct PourTea: AppIntent {
    static let title: LocalizedStringResource = "Pour Tea"

    @Parameter(title: "Tea")
    var tea: KettleTea

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(dialog: "Pour \(tea)?")
        try IntentContext.current.records.append(KettleLog(date: IntentContext.current.now, cups: 1), to: "KettleLog")
        return .result(dialog: "Poured \(tea).")
    }
}
