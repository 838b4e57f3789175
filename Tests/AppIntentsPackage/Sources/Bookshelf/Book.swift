import Foundation
import HarkKit

/// A book on the shelf, as an App Intents entity with a UUID identifier.
struct BookEntity: AppEntity {
    let id: UUID
    let title: String
    let genre: Genre

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static var defaultQuery = BookQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(genre.rawValue)")
    }
}

/// Finds books by identifier; Hark matches spoken titles against the suggested ones.
struct BookQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
        Library.shared.books.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [BookEntity] {
        Library.shared.books
    }
}

enum Genre: String, AppEnum {
    case novel, poetry, history

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
    static var caseDisplayRepresentations: [Genre: DisplayRepresentation] = [
        .novel: DisplayRepresentation(title: "novel", synonyms: ["fiction"]),
        .poetry: "poetry",
        .history: "history",
    ]
}

/// The app's model, a singleton as App Intents apps keep one.
final class Library: @unchecked Sendable {
    static let shared = Library()

    private(set) var books: [BookEntity] = []

    func add(_ title: String, genre: Genre) -> BookEntity {
        let book = BookEntity(id: UUID(), title: title, genre: genre)
        books.append(book)
        BookshelfShortcuts.updateAppShortcutParameters()
        return book
    }

    func remove(_ book: BookEntity) {
        books.removeAll { $0.id == book.id }
    }
}
