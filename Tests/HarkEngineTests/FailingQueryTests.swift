import HarkKit
import Testing

/// An app whose entity query fails: the failure is said and nothing is saved, whether one jar
/// or a list of jars is asked for, never read as a name that matched nothing.
struct Jar: AppEntity {
    let id: String

    static let typeDisplayName: LocalizedStringResource = "Jar"
    static let defaultQuery = JarQuery()

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct LarderLocked: Error, CustomStringConvertible {
    var description: String { "the larder is locked" }
}

struct JarQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Jar] { throw LarderLocked() }
    func entities(matching string: String) async throws -> [Jar] { throw LarderLocked() }
    func suggestedEntities() async throws -> [Jar] { throw LarderLocked() }
}

struct OpenJar: AppIntent {
    static let title: LocalizedStringResource = "Open Jar"
    @Parameter(title: "Jar", requestValueDialog: "Which jar?") var jar: Jar

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Opened.") }
}

struct FillJars: AppIntent {
    static let title: LocalizedStringResource = "Fill Jars"
    @Parameter(title: "Jars", requestValueDialog: "Which jars?") var jars: [Jar]

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Filled.") }
}

struct LarderShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenJar(), phrases: ["Open a jar in \(.applicationName)"])
        AppShortcut(intent: FillJars(), phrases: ["Fill jars in \(.applicationName)"])
    }
}

extension LarderShortcuts: HarkApp {
    static let name = "Larder"
}

@Test(arguments: [("Open a jar in Larder", "Which jar?", "jam"), ("Fill jars in Larder", "Which jars?", "jam and honey")])
func aQueryThatFailsIsSaidNotTakenForNoMatch(request: String, question: String, answer: String) throws {
    let harness = try Harness(apps: [LarderShortcuts.self])
    #expect(harness.say(request, answer) == [question, "Sorry, something went wrong and nothing was saved: the larder is locked"])
    #expect(harness.session.pendingQuestion == nil)
}
