import HarkKit

struct Team: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Team"
    static let defaultQuery = TeamQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
struct TeamQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Team] { identifiers.map(Team.init(id:)) }
    func suggestedEntities() async throws -> [Team] { [Team(id: "Red"), Team(id: "Blue")] }
}
struct JoinTeam: AppIntent {
    static let title: LocalizedStringResource = "Join Team"
    @Parameter(title: "Team", optionsProvider: TeamQuery()) var team: Team
    func perform() async throws -> some IntentResult { .result() }
}
