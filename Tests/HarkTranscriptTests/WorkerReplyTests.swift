import Foundation
import HarkEngine
import Testing

@testable import HarkTranscript

/// A worker's reply that JSON cannot carry reaches `hark test` as its transcript's failure,
/// saying why; it used to be sent as no data at all.
@Test func aReplyJSONCannotCarryIsSentAsTheTranscriptsFailure() throws {
    let nearest = MatchExplanation(
        app: "Hydrator", intent: "Track Intake", shortcut: "Hydrate me", isUserShortcut: true, phrase: "Hydrate me",
        score: .nan, slots: [:])
    var played = PlayedTranscript()
    played.mismatchedTurn = MismatchedTurn(line: 1, text: "hydrate", trace: [], nearest: [nearest])
    let data = WorkerReply(played: played).encoded
    let reply = try JSONDecoder().decode(WorkerReply.self, from: data)
    let failure = try #require(reply.played?.failure)
    #expect(failure.line == 0)
    #expect(failure.reason == WorkerReply.unencodable)
}
