import Foundation
import HarkKit
import Synchronization
import Testing

/// Declarations App Intents code makes that Hark keeps or reads: each written as Apple's
/// documentation writes it, and checked for what Hark makes of it.

private enum Cup: Int, AppEnum {
    case small = 8, large = 16
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cup"
    static let caseDisplayRepresentations: [Cup: DisplayRepresentation] = [
        .small: DisplayRepresentation(title: "small cup", synonyms: ["short"])
    ]
}

@Test func anAppEnumWithNumberRawValuesIsAChoiceByThoseNumbers() throws {
    guard case .choice(let options) = Cup.valueKind else {
        Issue.record("Cup is not a choice: \(Cup.valueKind)")
        return
    }
    #expect(options.map(\.id) == ["8", "16"])
    #expect(options.map(\.title) == ["small cup", "16"])
    #expect(Cup(answer: .choice(id: "16")) == .large)
    #expect(Cup(answer: .choice(id: "large")) == nil)
    #expect(Cup.small.answerValue == .choice(id: "8"))
    #expect(Cup.small.localizedStringResource == "small cup")
}

/// An enum that also describes itself, as some apps' enums do.
private enum Lid: String, AppEnum, CustomStringConvertible {
    case open
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lid"
    static let caseDisplayRepresentations: [Lid: DisplayRepresentation] = [.open: "open lid"]
    var description: String { "Lid.\(rawValue)" }
}

@Test func enumsAndEntitiesInADialogSayTheirDisplayNames() {
    let cup = Cup.small
    let shelf = Shelf(id: "oak", name: "Oak Shelf")
    let dialog: IntentDialog = "A \(cup) on the \(shelf), \(3) of them."
    #expect(dialog.full == "A small cup on the Oak Shelf, 3 of them.")
    #expect(IntentDialog("With an \(Lid.open)?").full == "With an open lid?")
    let both = IntentDialog(full: "A \(cup).", supporting: "On the \(shelf).", systemImageName: "cup.and.saucer")
    #expect(both.full == "A small cup.")
    #expect(both.supporting == "On the Oak Shelf.")
    // Outside a dialog, interpolation is Swift's own.
    #expect("\(Lid.open)" == "Lid.open")
    let text = "A \(cup)"
    #expect(IntentDialog(text).full == "A small")
}

@Test func aNumericFormatKeepsItsPlaceholder() {
    let type = TypeDisplayRepresentation(name: "Shelf", numericFormat: "\(placeholder: .int) shelves")
    #expect(type.numericFormat == "%lld shelves")
}

private struct Shelf: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static let defaultQuery = ShelfQuery()
    let id: String
    @Property(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

private struct ShelfQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Shelf] {
        [Shelf(id: "oak", name: "Oak Shelf"), Shelf(id: "pine", name: "Pine Shelf"), Shelf(id: "elm", name: "Elm Shelf")]
    }
}

@Test func anEntityPropertyKeepsItsTitleAndValue() {
    var shelf = Shelf(id: "oak", name: "Oak Shelf")
    #expect(shelf.$name.title == "Name")
    #expect(shelf.name == "Oak Shelf")
    shelf.name = "Old Oak"
    #expect(shelf.displayRepresentation.title == "Old Oak")
}

@Test func anEnumerableQuerySuggestsAllAndFindsByIdentifierInTheOrderAsked() async throws {
    let query = ShelfQuery()
    #expect(try await query.suggestedEntities().map(\.id) == ["oak", "pine", "elm"])
    #expect(try await query.entities(for: ["elm", "nope", "oak"]).map(\.id) == ["elm", "oak"])
}

private final class Counter: Sendable {
    let made = Mutex(0)
}

private struct Pantry: Sendable {
    let items: [String]
}

@Test func aDependencyIsReadByTypeOrKeyAndMadeOnce() throws {
    let manager = AppDependencyManager()
    let counter = Counter()
    manager.add(dependency: Pantry(items: ["tea"]))
    manager.add(key: "async") { () async -> String in
        counter.made.withLock { $0 += 1 }
        return "made"
    }
    @AppDependency(manager: manager) var pantry: Pantry
    @AppDependency(key: "async", manager: manager) var made: String
    @AppDependency(manager: manager, default: 7) var missing: Int
    #expect(pantry.items == ["tea"])
    #expect(made == "made")
    #expect(made == "made")
    #expect(counter.made.withLock { $0 } == 1)
    #expect(missing == 7)
}

private struct ShelfShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] { [] }
}

@Test func reportingParametersOutsideARunCountsAtOnce() {
    #expect(!LaunchParameterReports.contains(ShelfShortcuts.self))
    ShelfShortcuts.updateAppShortcutParameters()
    #expect(LaunchParameterReports.contains(ShelfShortcuts.self))
    #expect(ShelfShortcuts.shortcutTileColor == .navy)
}

private struct NoteOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["draft", "final"] }
}

private struct FileNote: AppIntent {
    static let title: LocalizedStringResource = "File Note"
    @Parameter(title: "Folder", requestValueDialog: "Which folder?", optionsProvider: NoteOptions())
    var folder: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog & ShowsSnippetView {
        .result(value: folder, dialog: "Filed.") {
            Snippet(title: "Note", rows: [.init(label: "Folder", value: folder)])
        }
    }
}

@Test func aParameterWithAnOptionsProviderIsDeclaredAsAnyOther() async throws {
    let intent = FileNote()
    #expect(intent.$folder.title == "Folder")
    #expect(intent.$folder.prompt?.full == "Which folder?")
    intent.folder = "final"
    let contents = try await intent.perform().contents
    #expect(contents.dialog?.full == "Filed.")
    #expect(contents.snippet?.rows.first?.value == "final")
    #expect(contents.value as? String == "final")
}

@Test func typesQualifiedWithTheAppIntentsModuleNameResolve() {
    let shown: AppIntents.DisplayRepresentation = "Oak Shelf"
    let dialog = AppIntents.IntentDialog(full: "Done.", supporting: "Oak Shelf is full.")
    #expect(shown.title == "Oak Shelf")
    #expect(dialog.supporting == "Oak Shelf is full.")
}
