import HarkKit

struct Plant: AppEntity {
    static let typeDisplayRepresentation: AppIntents.TypeDisplayRepresentation = "Plant"
    static let defaultQuery = PlantQuery()
    let id: UUID
    var displayRepresentation: AppIntents.DisplayRepresentation { "Plant" }
}
struct PlantQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Plant] { [] }
}
