import HarkKit

struct StartMeditationIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Meditation Session"
    static let description = IntentDescription("Starts a meditation session.")

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Okay, starting a meditation session.")
    }
}
