import HarkKit

/// A cafe the app orders from: an entity with a String identifier and properties.
struct CafeEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Cafe", numericFormat: "\(placeholder: .int) cafes")
    static let defaultQuery = CafeQuery()

    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Neighbourhood")
    var neighbourhood: String

    var displayRepresentation: AppIntents.DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(neighbourhood)", synonyms: ["\(id)"])
    }

    init(id: String, name: String, neighbourhood: String) {
        self.id = id
        self.name = name
        self.neighbourhood = neighbourhood
    }

    static let all = [
        CafeEntity(id: "corner", name: "Corner Cafe", neighbourhood: "Old Town"),
        CafeEntity(id: "harbour", name: "Harbour Roasters", neighbourhood: "the docks"),
        CafeEntity(id: "kiosk", name: "Station Kiosk", neighbourhood: "the station"),
    ]
}

/// The cafes are few and fixed, so the query lists them all.
struct CafeQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [CafeEntity] {
        CafeEntity.all
    }
}
