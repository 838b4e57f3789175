import HarkKit

struct Wake: AppIntent {
    static let title: LocalizedStringResource = "Wake"
    @Parameter(title: "Time") var time: DateComponents
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Alarm at \(time.hour ?? 0):\(time.minute ?? 0).")
    }
}
