import Foundation
import HarkEngine
import HarkKit
import HarkStore

/// A small app whose intents reach every resolution outcome and confirm result.
enum Planner: HarkApp {
    static let name = "Planner"
    static let synonyms = ["the planner"]

    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(intent: BookRoom.self, phrases: ["Book a room in \(.applicationName)"]),
            AppShortcut(intent: FailingSave.self, phrases: ["Save and fail in \(.applicationName)"]),
        ]
    }

    static func screen(records: any RecordStore, now: Date) throws -> AppScreen {
        let notes = try records.all(String.self, in: "Note")
        return AppScreen(title: "Planner", emptyMessage: "Empty.", items: notes.map { .init(text: $0, fields: [:]) })
    }
}

enum Room: String, AppEnum {
    case red, blue, green
    static let typeDisplayName = "Room"
    static let caseDisplayRepresentations: [Room: DisplayRepresentation] = [
        .red: "red room", .blue: "blue room", .green: "green room",
    ]
}

/// Asks which room among two, confirms a large number of people, and asks before booking.
struct BookRoom: Intent {
    static let title = "Book Room"
    @Parameter(title: "Room") var room: Room?
    @Parameter(title: "People", prompt: "How many people?") var people: Int?

    static var resolvers: [ParameterResolver<BookRoom>] {
        [
            ParameterResolver(\.$room) { intent in
                guard let room = intent.room else { return .disambiguation([.red, .blue]) }
                return .success(room)
            },
            ParameterResolver(\.$people) { intent in
                guard let people = intent.people else { return .needsValue() }
                return people > 10 ? .confirmationRequired(people) : .success(people)
            },
        ]
    }

    func confirm(in context: IntentContext) -> ConfirmResult {
        .askUser("Book the \(room?.displayTitle ?? "room") for \(people ?? 0)?")
    }

    func handle(in context: IntentContext) throws -> IntentResult {
        try context.records.append("\(room?.rawValue ?? "") \(people ?? 0)", to: "Note")
        return .success(Dialog(full: "Booked.", supporting: "See you there."))
    }
}

/// Writes a record, then answers with a failure: nothing may be kept.
struct FailingSave: Intent {
    static let title = "Failing Save"

    func handle(in context: IntentContext) throws -> IntentResult {
        try context.records.append("should vanish", to: "Note")
        return .failure("That did not work.")
    }
}

/// A session on an in-memory store at a fixed time, and a way to talk to it.
struct Harness {
    let store: SQLiteStore
    let session: Session

    init(apps: [any HarkApp.Type]) throws {
        store = try SQLiteStore.inMemory()
        session = try Session(
            catalog: try AppCatalog(apps: apps), store: store,
            environment: SessionEnvironment(clock: .fixed(Date(timeIntervalSince1970: 1_767_603_600))))
    }

    /// The visible lines of the replies to each line, in order.
    func say(_ lines: String...) -> [String] {
        lines.flatMap { line in
            session.respond(to: line).compactMap { reply -> String? in
                switch reply {
                case .say(let text), .ask(let text), .supporting(let text), .problem(let text): text
                case .snippet(let snippet): snippet.title
                case .trace: nil
                }
            }
        }
    }

    func records(of app: String, in collection: String) throws -> [Data] {
        try store.records(ofApp: app).all(in: collection)
    }
}
