import HarkKit

struct Session: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Session"
    static let defaultQuery = SessionQuery()
    let id: UUID
    let name: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct SessionQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Session] { [] }
    func suggestedEntities() async throws -> [Session] { [] }
}

struct StartMeditationIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Meditation"
    @Parameter(title: "Session") var session: Session
    func perform() async throws -> some IntentResult { .result() }
}

struct MeditationShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartMeditationIntent(),
            phrases: ["Start a \(\.$session) in \(.applicationName)"],
            shortTitle: "Start Meditation",
            systemImageName: "figure.mind.and.body",
            parameterPresentation: ParameterPresentation(
                for: \.$session,
                summary: Summary("Start \(\.$session)"),
                optionsCollections: {
                    OptionsCollection(SessionQuery(), title: "Sessions", systemImageName: "leaf")
                }
            )
        )
    }
}
