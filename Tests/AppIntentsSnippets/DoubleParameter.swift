import HarkKit

struct Tip: AppIntent {
    static let title: LocalizedStringResource = "Tip"
    @Parameter(title: "Percent", inclusiveRange: (0.0, 100.0)) var percent: Double
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Tipping \(percent)%.")
    }
}
