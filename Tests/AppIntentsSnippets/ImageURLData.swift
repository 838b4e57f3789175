import HarkKit

struct Photo: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
    static let defaultQuery = PhotoQuery()
    let id: UUID
    let url: URL
    let thumbnail: Data
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Photo", subtitle: "Taken today", image: .init(url: url))
    }
    var small: DisplayRepresentation.Image { .init(data: thumbnail) }
}
struct PhotoQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Photo] { [] }
}
