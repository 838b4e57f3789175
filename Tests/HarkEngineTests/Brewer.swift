import Foundation
import HarkKit
import Synchronization

/// What the Brewer test app did outside the store, in order. Each test sets its own log as a
/// task-local; `perform` runs in a task the engine starts from the test's task, so it sees it.
final class SideEffects: Sendable {
    private let entries = Mutex<[String]>([])

    @TaskLocal static var current = SideEffects()

    static func note(_ entry: String) { current.entries.withLock { $0.append(entry) } }

    var log: [String] { entries.withLock { $0 } }
}

/// A kettle app in the App Intents dialect, for the tests of `perform`.
struct BrewerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: BrewTea(), phrases: ["Brew tea in \(.applicationName)"], shortTitle: "Brew Tea")
        AppShortcut(intent: PickTea(), phrases: ["Pick a tea in \(.applicationName)"])
        AppShortcut(intent: SteepTea(), phrases: ["Steep \(\.$minutes) minutes in \(.applicationName)", "Steep tea in \(.applicationName)"])
        AppShortcut(intent: DescaleKettle(), phrases: ["Descale the kettle in \(.applicationName)"])
        AppShortcut(intent: CountCups(), phrases: ["Count cups in \(.applicationName)"])
        AppShortcut(intent: TidyUp(), phrases: ["Tidy up in \(.applicationName)"])
        AppShortcut(intent: SetTemperature(), phrases: ["Set the temperature in \(.applicationName)"])
    }
}

extension BrewerShortcuts: HarkApp {
    static let name = "Brewer"
}

struct Brew: Codable {
    static let collection = "Brew"
    var cups: Int
}

/// Boils water (a side effect outside the store) and writes a record, then asks how many cups.
struct BrewTea: AppIntent {
    static let title: LocalizedStringResource = "Brew Tea"

    @Parameter(title: "Cups") var cups: Int?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        SideEffects.note("boiled water")
        try IntentContext.current.records.append(Brew(cups: 0), to: "Kettle")
        do {
            let cups = try await $cups.requestValue("How many cups?")
            SideEffects.note("poured \(cups)")
            try IntentContext.current.records.append(Brew(cups: cups), to: Brew.collection)
            return .result(dialog: "Poured \(cups) cups.")
        } catch {
            SideEffects.note("stopped: \(type(of: error))")
            throw error
        }
    }
}

enum Tea: String, AppEnum {
    case green, black, mint
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
    static let caseDisplayRepresentations: [Tea: DisplayRepresentation] = [.green: "green", .black: "black", .mint: "mint"]
}

/// Asks the person to pick among the teas in stock, then returns the pick as its value.
struct PickTea: AppIntent {
    static let title: LocalizedStringResource = "Pick Tea"

    @Parameter(title: "Tea") var tea: Tea?

    func perform() async throws -> some IntentResult & ReturnsValue<Tea> {
        SideEffects.note("opened the cupboard")
        let tea = try await $tea.requestDisambiguation(among: [.green, .mint], dialog: "Green or mint?")
        return .result(value: tea)
    }
}

/// A required, bounded parameter: asked for before `perform` runs.
struct SteepTea: AppIntent {
    static let title: LocalizedStringResource = "Steep Tea"

    @Parameter(title: "Minutes", inclusiveRange: (1, 10), requestValueDialog: "For how many minutes?")
    var minutes: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        SideEffects.note("steeping \(minutes)")
        return .result(dialog: "Steeping for \(minutes) minutes.")
    }
}

/// Confirms the whole action first; declining ends `perform` before it descales.
struct DescaleKettle: AppIntent {
    static let title: LocalizedStringResource = "Descale Kettle"

    func perform() async throws -> some IntentResult {
        SideEffects.note("asked to descale")
        try await requestConfirmation(dialog: "Descale now? It takes an hour.")
        SideEffects.note("descaled")
        return .result()
    }
}

/// Reads the brews back, the way App Intents code reaches Hark's store.
struct CountCups: AppIntent {
    static let title: LocalizedStringResource = "Count Cups"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let brews = try IntentContext.current.records.all(Brew.self, in: Brew.collection)
        return .result(dialog: "\(brews.reduce(0) { $0 + $1.cups }) cups so far.")
    }
}

/// A `perform` isolated to the main actor, as App Intents code often is.
struct TidyUp: AppIntent {
    static let title: LocalizedStringResource = "Tidy Up"

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        MainActor.assertIsolated("a @MainActor perform runs on the main actor")
        SideEffects.note("tidied")
        return .result(dialog: "All tidy.")
    }
}

/// A required decimal parameter, read from a typed answer.
struct SetTemperature: AppIntent {
    static let title: LocalizedStringResource = "Set Temperature"

    @Parameter(title: "Degrees", requestValueDialog: "How hot, in degrees?")
    var degrees: Double

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Heating to \(degrees.spokenText) degrees.")
    }
}
