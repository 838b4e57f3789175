import HarkKit

struct SessionWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Session"
    @Parameter(title: "Name", default: "Calm") var name: String
}

func suggestSession() async throws {
    let now = Date()
    let intent = SessionWidgetIntent()
    intent.name = "Focus"
    let relevant = RelevantIntent(intent, widgetKind: "Session", relevance: .date(from: now, to: now.addingTimeInterval(3600)))
    try await RelevantIntentManager.shared.updateRelevantIntents([relevant])
}
