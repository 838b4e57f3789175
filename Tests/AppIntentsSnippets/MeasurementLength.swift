import HarkKit

struct LogRun: AppIntent {
    static let title: LocalizedStringResource = "Log Run"

    @Parameter(title: "Distance", defaultUnit: .kilometers, supportsNegativeNumbers: false)
    var distance: Measurement<UnitLength>

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let miles = distance.converted(to: .miles)
        return .result(dialog: "Logged \(distance.value) \(distance.unit.symbol), \(miles.value) miles.")
    }
}
