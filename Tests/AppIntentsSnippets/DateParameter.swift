import HarkKit

struct Remind: AppIntent {
    static let title: LocalizedStringResource = "Remind"
    @Parameter(title: "When") var date: Date
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Reminder at \(date.formatted(date: .abbreviated, time: .shortened)).")
    }
}
