import HarkKit

struct StartBreak: AppIntent {
    static let title: LocalizedStringResource = "Start Break"
    @Parameter(title: "Length") var length: Duration
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Break of \(length.components.seconds) seconds.")
    }
}
