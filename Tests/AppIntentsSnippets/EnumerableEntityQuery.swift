import HarkKit

struct Color: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
    static let defaultQuery = ColorQuery()
    let id: Int
    var displayRepresentation: DisplayRepresentation { "Color \(id)" }
}

struct ColorQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Color] { [Color(id: 1), Color(id: 2)] }
    func entities(for identifiers: [Int]) async throws -> [Color] { identifiers.map(Color.init(id:)) }
}
