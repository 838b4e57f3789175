import HarkKit

struct SetTimer: AppIntent {
    static let title: LocalizedStringResource = "Set Timer"

    @Parameter(title: "Minutes", requestValueDialog: "How many minutes?")
    var minutes: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Timer set for \(minutes) minutes.")
    }
}
