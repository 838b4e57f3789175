import Foundation
import HarkKit
import Testing

/// What a person hears when an intent's handle throws: the error's own words when it has any,
/// never a Swift type's reflection ("Boom()").
private struct Boom: Error {}

private struct DiskFull: LocalizedError {
    var errorDescription: String? { "the disk is full" }
}

/// Throws a bare error or one that says itself, by the word asked for.
private struct Fail: Intent {
    static let title = "Fail"
    @Parameter(title: "Kind", prompt: "Which kind?") var kind: String?

    func handle(in context: IntentContext) throws -> IntentResult {
        if kind == "bare" { throw Boom() }
        throw DiskFull()
    }
}

private enum Failer: HarkApp {
    static let name = "Failer"
    static var appShortcuts: [AppShortcut] { [AppShortcut(intent: Fail.self, phrases: ["Fail in \(.applicationName)"])] }
}

@Test func aThrownErrorIsSaidInItsOwnWordsOrNone() throws {
    let harness = try Harness(apps: [Failer.self])
    #expect(harness.say("Fail in Failer", "bare") == ["Which kind?", "Sorry, something went wrong and nothing was saved."])
    #expect(harness.say("Fail in Failer", "told") == ["Which kind?", "Sorry, something went wrong and nothing was saved: the disk is full"])
}
