import Foundation
import HarkEngine
import HarkKit
import HarkStore
import Testing

// One app in two releases. The second renames the intent type `WriteNote` to `JotNote`,
// declaring the old name as its `persistentIdentifier`, and puts its App Shortcut second.

enum Notebook: String, AppEnum {
    case shopping, work
    static let typeDisplayName = "Notebook"
    static let caseDisplayRepresentations: [Notebook: DisplayRepresentation] = [.shopping: "shopping", .work: "work"]
}

/// Release 1: "Write a note in Journal" asks for the notebook and keeps a note in it.
struct WriteNote: Intent {
    static let title = "Write Note"
    @Parameter(title: "Notebook", prompt: "Which notebook?") var text: Notebook?

    func handle(in context: IntentContext) throws -> IntentResult { try keepNote(in: text, context, saying: "Noted.") }
}

/// Release 2's name for the same intent.
struct JotNote: Intent {
    static let title = "Write Note"
    static let persistentIdentifier = "WriteNote"
    @Parameter(title: "Notebook", prompt: "Which notebook?") var text: Notebook?

    func handle(in context: IntentContext) throws -> IntentResult { try keepNote(in: text, context, saying: "Noted again.") }
}

/// Both releases keep a note the same way.
private func keepNote(in notebook: Notebook?, _ context: IntentContext, saying done: Dialog) throws -> IntentResult {
    guard let notebook else { return .failure("Nothing to write.") }
    try context.records.append(notebook.rawValue, to: "Note")
    return .success(done)
}

struct CountNotes: Intent {
    static let title = "Count Notes"
    func handle(in context: IntentContext) throws -> IntentResult {
        .success("\(try context.records.all(String.self, in: "Note").count) notes.")
    }
}

enum JournalRelease1: HarkApp {
    static let name = "Journal"
    static let showsSiriTips = true
    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(
                intent: WriteNote.self,
                phrases: ["Write a note in \(.applicationName)", "Write \(\.$text) in \(.applicationName)"]),
            AppShortcut(intent: CountNotes.self, phrases: ["Count my notes in \(.applicationName)"]),
        ]
    }
}

enum JournalRelease2: HarkApp {
    static let name = "Journal"
    static let showsSiriTips = true
    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(intent: CountNotes.self, phrases: ["Count my notes in \(.applicationName)"]),
            AppShortcut(
                intent: JotNote.self,
                phrases: ["Write a note in \(.applicationName)", "Write \(\.$text) in \(.applicationName)"]),
        ]
    }
}

@Test func anIntentIsStoredByTheIdentifierItsAppDeclares() {
    #expect(IntentIdentity.id(of: WriteNote.self, in: "Journal") == "Journal.WriteNote")
    #expect(IntentIdentity.id(of: JotNote.self, in: "Journal") == "Journal.WriteNote")
    #expect(InstalledIntent(JotNote.self).id(in: "Journal") == "Journal.WriteNote")
}

@Test func renamingAnIntentTypeAndReorderingShortcutsKeepsWhatWasStored() throws {
    let store = try SQLiteStore.inMemory()
    let clock = SessionEnvironment(clock: .fixed(Date(timeIntervalSince1970: 1_767_603_600)))
    let first = try Session(catalog: AppCatalog(apps: [JournalRelease1.self]), store: store, environment: clock)
    let madeShortcut = first.respond(to: ":shortcuts add \"Jot\" = Write a note in Journal")
    #expect(madeShortcut.contains { if case .say(let text) = $0 { text.hasPrefix("Added") } else { false } })
    #expect(visible(first.respond(to: "Write a note in Journal")) == ["Which notebook?"])
    #expect(visible(first.respond(to: "shopping")) == ["Noted.", "Tip: next time, just say “Write shopping in Journal”."])

    let second = try Session(catalog: AppCatalog(apps: [JournalRelease2.self]), store: store, environment: clock)
    // The person's shortcut still runs the intent.
    #expect(visible(second.respond(to: "Jot")) == ["Which notebook?"])
    _ = second.respond(to: "cancel")
    // The tip for this phrase was shown by release 1: it is not shown again.
    #expect(visible(second.respond(to: "Write a note in Journal")) == ["Which notebook?"])
    #expect(visible(second.respond(to: "work")) == ["Noted again."])
    #expect(visible(second.respond(to: "Count my notes in Journal")) == ["2 notes."])
    let donated = try store.donationCount(app: "Journal", intentID: "Journal.WriteNote", parameters: ["text": .choice(id: "work")])
    #expect(donated == 1)
}

/// What a person sees of the replies (not the trace).
private func visible(_ replies: [Reply]) -> [String] {
    replies.compactMap { reply -> String? in
        switch reply {
        case .say(let text), .ask(let text), .supporting(let text), .problem(let text): text
        case .snippet(let snippet): snippet.title
        case .trace: nil
        }
    }
}
