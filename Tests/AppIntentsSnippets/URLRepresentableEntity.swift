import HarkKit

struct TrailEntity: AppEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = TrailEntityQuery()
    static var urlRepresentation: URLRepresentation {
        "https://example.com/trail/\(.id)/details"
    }
    let id: Int
    var displayRepresentation: DisplayRepresentation { "Trail \(id)" }
}
struct TrailEntityQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [TrailEntity] { identifiers.map(TrailEntity.init(id:)) }
}

struct OpenTrailIntent: OpenIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Trail"
    @Parameter(title: "Trail") var target: TrailEntity
}
