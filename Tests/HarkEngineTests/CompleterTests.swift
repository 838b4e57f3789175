import HarkKit
import Hydrator
import Testing

@testable import HarkEngine

@Test func theCompleterOffersWhatTheTableSaysFollowsACommand() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let completer = harness.session.completer
    #expect(completer.completions(for: ":shortcuts ") == ShortcutEditor.verbs)
    #expect(completer.completions(for: ":shortcuts re") == ["rename", "remove"])
    #expect(completer.completions(for: ":situation g") == ["gym"])
    #expect(completer.completions(for: ":open h") == ["Hydrator"])
    #expect(completer.completions(for: ":clock ") == ["now"])
    #expect(completer.completions(for: ":location ").isEmpty)
    #expect(completer.completions(for: ":s") == [":shortcuts", ":situation", ":suggest", ":stack"])
}

@Test func theCompleterOffersTheFrontEndsCommandsAfterTheSessions() throws {
    let session = try Harness(apps: [Hydrator.self]).session
    session.frontEndCommands = [FrontEndCommand(name: "speak", forms: [], words: ["on", "off"])]
    #expect(session.completer.completions(for: ":s") == [":shortcuts", ":situation", ":suggest", ":stack", ":speak"])
    #expect(session.completer.completions(for: ":speak o") == ["on", "off"])
    #expect(session.completer.completions(for: ":speak on ").isEmpty)
}

@Test func theCompleterFollowsTheQuestionInFlight() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(harness.session.completer.completions(for: "Log 8 ounces of t") == ["tea"])
    _ = harness.say("Hydrate me", "8")
    #expect(harness.session.completer.completions(for: "t") == ["tea"])
    #expect(harness.session.completer.completions(for: "Log") == [])
}

@Test func aCompletionSequenceWalksWordsAndNumbers() {
    let pieces: [CompletionSequence.Piece] = [.words(["Log"]), .number, .words(["ounces", "oz"])]
    #expect(CompletionSequence.nextWords(pieces, after: ["Log", "8"], partial: "o") == ["ounces", "oz"])
    #expect(CompletionSequence.nextWords(pieces, after: [], partial: "l") == ["Log"])
    #expect(CompletionSequence.nextWords(pieces, after: ["Log"], partial: "8").isEmpty)
}
