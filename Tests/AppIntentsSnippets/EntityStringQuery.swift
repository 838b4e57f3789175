import HarkKit

struct Note: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct NoteQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Note] { identifiers.map(Note.init(id:)) }
    func entities(matching string: String) async throws -> [Note] { [Note(id: string)] }
}
