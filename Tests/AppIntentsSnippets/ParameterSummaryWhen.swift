import HarkKit

struct SetReminder: AppIntent {
    static let title: LocalizedStringResource = "Set Reminder"
    @Parameter(title: "Text") var text: String
    @Parameter(title: "All Day", default: true) var allDay: Bool
    @Parameter(title: "Hour") var hour: Int?

    static var parameterSummary: some ParameterSummary {
        When(\.$allDay, .equalTo, true) {
            Summary("Remind me of \(\.$text) all day \(\.$allDay)")
        } otherwise: {
            Summary("Remind me of \(\.$text) at \(\.$hour)") {
                \.$allDay
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}
