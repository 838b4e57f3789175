// Sources/Garden/WaterPlant.swift
import Foundation
import HarkKit

struct WaterPlant: Intent {
    static let title = "Water Plant"

    @Parameter(title: "Plant", prompt: "Which plant?") var plant: Plant?
    @Parameter(title: "Millilitres", prompt: "How many millilitres?") var millilitres: Int?

    init() {}

    /// Checked first, with the values the phrase gave: the cactus is watered once a day.
    func availability(in context: IntentContext) -> IntentAvailability {
        guard plant == .cactus else { return .available }
        let waterings = (try? context.records.all(Watering.self, in: Watering.collection)) ?? []
        let lastDay = waterings.filter { $0.plant == .cactus && context.now.timeIntervalSince($0.date) < 86_400 }
        return lastDay.isEmpty ? .available : .unavailable("The cactus had water today; it likes to stay dry.")
    }

    static var resolvers: [ParameterResolver<WaterPlant>] {
        [ParameterResolver(\.$millilitres) { $0.resolveMillilitres() }]
    }

    func resolveMillilitres() -> Resolution<Int> {
        guard let millilitres else { return .needsValue() }
        guard millilitres > 0 else { return .unsupported("I can only pour a positive amount.") }
        guard millilitres <= 2_000 else { return .unsupported("The can holds 2,000 millilitres.") }
        return .success(millilitres)
    }

    /// The last check before handle: a lot of water is asked about.
    func confirm(in context: IntentContext) -> ConfirmResult {
        guard let millilitres, millilitres > 500 else { return .ready }
        return .askUser("\(millilitres) millilitres is a lot. Pour it all?")
    }

    func handle(in context: IntentContext) throws -> IntentResult {
        guard let plant, let millilitres else { return .failure("I need a plant and an amount.") }
        let watering = Watering(plant: plant, millilitres: millilitres, date: context.now)
        try context.records.append(watering, to: Watering.collection)
        return .success("Watered the \(plant.displayTitle) with \(millilitres) millilitres.")
    }
}
