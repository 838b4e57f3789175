import Foundation
import HarkEngine
import HarkStore
import HarkTranscript
import HarkVoice
import Testing

/// A session on an in-memory store with the sample apps, taken turns by `taker`.
private func taker(carrying carriedOut: Set<REPLCommand>) throws -> TurnTaker {
    let session = try Session(
        catalog: try testCatalog(), store: try SQLiteStore.inMemory(),
        environment: SessionEnvironment(clock: .fixed(TranscriptRunner.defaultInstant)))
    return TurnTaker(session: session, voice: VoiceInput(), recordings: .notRead, carriedOut: carriedOut)
}

/// The REPL's own commands belong to the front ends, not the session: the session lists and
/// completes them beside its own, a front end that takes one is handed it, and one that does
/// not answers that it works only in the REPL.
@Test(arguments: REPLCommand.allCases)
func aREPLCommandIsListedCompletedAndHandedOnlyToAFrontEndThatTakesIt(_ command: REPLCommand) throws {
    let name = ":\(command.rawValue)"
    let elsewhere = try taker(carrying: [])
    #expect(elsewhere.take("\(name) x").replies == [.problem("\(name) works only in the interactive REPL.")])

    let help = elsewhere.take(":help").replies
    #expect(help.contains { if case .say(let line) = $0 { line.hasPrefix("  \(name)") } else { false } })
    #expect(elsewhere.session.completions(for: ":").contains(name))

    let repl = try taker(carrying: [command])
    guard case .command(let handed, let argument) = repl.take("\(name) x").answer else {
        Issue.record("\(name) was not handed to the front end")
        return
    }
    #expect(handed == command)
    #expect(argument == "x")
}

@Test func exitIsQuitOnlyWhereQuitIsTaken() throws {
    guard case .command(.quit, _) = try taker(carrying: [.quit]).take(":exit").answer else {
        Issue.record(":exit did not quit the REPL")
        return
    }
    #expect(try taker(carrying: []).take(":exit").replies == [.problem("There is no command :exit. Did you mean :quit?")])
}

@Test func tabOffersOnAndOffAfterSpeak() throws {
    #expect(try taker(carrying: []).session.completions(for: ":speak ") == ["on", "off"])
    #expect(try taker(carrying: []).session.completions(for: ":speak o") == ["on", "off"])
}
