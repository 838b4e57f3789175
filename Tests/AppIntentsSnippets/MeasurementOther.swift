import HarkKit

struct SetOven: AppIntent {
    static let title: LocalizedStringResource = "Set Oven"
    @Parameter(title: "Temperature", defaultUnit: .celsius) var temperature: Measurement<UnitTemperature>
    @Parameter(title: "Time") var time: Measurement<UnitDuration>?
    @Parameter(title: "Weight") var weight: Measurement<UnitMass>?
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Oven at \(temperature.value).")
    }
}

struct LogMeal: AppIntent {
    static let title: LocalizedStringResource = "Log Meal"
    @Parameter(title: "Energy", defaultUnit: .kilocalories) var energy: Measurement<UnitEnergy>
    @Parameter(title: "Area") var area: Measurement<UnitArea>?
    func perform() async throws -> some IntentResult { .result() }
}
