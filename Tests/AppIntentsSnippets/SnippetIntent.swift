import HarkKit

struct ShowTotal: AppIntent {
    static let title: LocalizedStringResource = "Show Total"
    @Parameter(title: "Total") var total: Int
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(full: "Your total is \(total).", supporting: "Total \(total)"))
    }
}
