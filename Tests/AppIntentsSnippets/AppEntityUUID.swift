import HarkKit

struct Trail: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = TrailQuery()

    let id: UUID
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct TrailQuery: EntityQuery {
    func entities(for identifiers: [Trail.ID]) async throws -> [Trail] { [] }
    func suggestedEntities() async throws -> [Trail] { [] }
}
