import HarkKit

struct Bookmark: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bookmark"
    static let defaultQuery = BookmarkQuery()
    let id: UUID
    @Property(title: "Title") var title: String
    var displayRepresentation: DisplayRepresentation { "\(title)" }
    init(id: UUID, title: String) {
        self.id = id
        self.title = title
    }
}

struct BookmarkQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\Bookmark.$title) {
            EqualToComparator { $0 }
            ContainsComparator { $0 }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\Bookmark.$title)
    }

    func entities(for identifiers: [UUID]) async throws -> [Bookmark] { [] }

    func suggestedEntities() async throws -> [Bookmark] { [] }

    func entities(
        matching comparators: [String], mode: ComparatorMode, sortedBy: [EntityQuerySort<Bookmark>], limit: Int?
    ) async throws -> [Bookmark] {
        []
    }
}
