import HarkKit

struct Book: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = BookQuery()
    let id: String
    @Property(title: "Title") var title: String
    var displayRepresentation: DisplayRepresentation { "\(title)" }
    init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

struct BookQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Book] { [] }
}
