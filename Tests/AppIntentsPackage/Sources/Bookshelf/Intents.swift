import Foundation
import HarkKit

struct AddBook: AppIntent {
    static var title: LocalizedStringResource = "Add Book"
    static var description = IntentDescription("Puts a book on your shelf.")

    @Parameter(title: "Title", requestValueDialog: "What's the book called?")
    var bookTitle: String

    @Parameter(title: "Genre")
    var genre: Genre?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        var genre = self.genre
        if genre == nil {
            genre = try await $genre.requestDisambiguation(
                among: Genre.allCases, dialog: IntentDialog("Is it a novel, poetry or history?"))
        }
        let book = Library.shared.add(bookTitle, genre: genre ?? .novel)
        return .result(dialog: "Added \(book.title). You have \(Library.shared.books.count) on your shelf.")
    }
}

struct StartReading: AppIntent {
    static var title: LocalizedStringResource = "Start Reading"

    @Parameter(title: "Book")
    var book: BookEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        let books = try await BookQuery().suggestedEntities()
        guard !books.isEmpty else {
            return .result(dialog: IntentDialog(full: "Your shelf is empty.", supporting: "Say “Add a book to Bookshelf” first."))
        }
        let chosen: BookEntity
        if let book {
            chosen = book
        } else {
            chosen = try await $book.requestDisambiguation(among: books, dialog: "Which book?")
        }
        let context = IntentContext.current
        try context.records.append(ReadingLog(title: chosen.title, date: context.now), to: "ReadingLog")
        return .result(
            dialog: "Opening \(chosen.title).",
            view: Snippet(title: chosen.title, rows: [.init(label: "Genre", value: chosen.genre.rawValue)]))
    }
}

struct ReadingLog: Codable {
    var title: String
    var date: Date
}

struct FinishBook: AppIntent {
    static var title: LocalizedStringResource = "Finish Book"

    @Parameter(title: "Book", requestValueDialog: "Which book did you finish?")
    var book: BookEntity

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        try await requestConfirmation(dialog: "Take \(book.title) off your shelf?")
        Library.shared.remove(book)
        let left = Library.shared.books.count
        return .result(value: left, dialog: "Done with \(book.title). \(left) left.")
    }
}

struct RateBook: AppIntent {
    static var title: LocalizedStringResource = "Rate Book"

    @Parameter(title: "Stars", inclusiveRange: (1, 5), requestValueDialog: "How many stars?")
    var stars: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard try await $stars.requestConfirmation(for: stars, dialog: "\(stars) stars, is that right?") else {
            throw $stars.needsValueError("How many stars, then?")
        }
        return .result(dialog: "Rated \(stars) stars.")
    }
}

/// A list parameter, a donation from perform, and an error that says itself.
struct RecommendBooks: AppIntent {
    static var title: LocalizedStringResource = "Recommend Books"

    @Parameter(title: "Genres", requestValueDialog: "Which genres do you like?")
    var genres: [Genre]

    static var parameterSummary: some ParameterSummary {
        Summary("Recommend books of \(\.$genres)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let matching = Library.shared.books.filter { genres.contains($0.genre) }
        guard !matching.isEmpty else { throw ShelfError.nothingFits }
        try await IntentDonationManager.shared.donate(intent: self)
        return .result(dialog: "Try \(matching.map(\.title).joined(separator: " or ")).")
    }
}

enum ShelfError: Error, CustomLocalizedStringResourceConvertible {
    case nothingFits

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .nothingFits: return "Nothing on your shelf fits."
        }
    }
}
