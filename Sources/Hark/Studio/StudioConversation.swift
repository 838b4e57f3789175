import Foundation
import HarkTranscript
import HarkEngine
import HarkVoice

/// The conversation on the page: a session on the REPL's store, and the turns said since the
/// page began it, for saving as a transcript.
final class StudioConversation {
    /// A turn as said, for the transcript.
    struct Turn {
        let line: String
        let replies: [Reply]
        let at: Date
    }

    private let session: Session
    /// The recogniser, started on the first recording.
    private let voice = VoiceInput()
    private let taker: TurnTaker
    private(set) var turns: [Turn] = []

    init(session: Session) {
        self.session = session
        taker = TurnTaker(session: session, voice: voice, recordings: .notRead)
    }

    /// Says `line` and answers with the replies and trace the page shows; an answer to a
    /// question for a sensitive value (a PIN) is shown masked wherever it would appear.
    func say(_ line: String) -> StudioTurn {
        let now = session.environment.clock.now
        let sensitive = session.pendingQuestionIsSensitive
        let nearest = nearestPhrases(to: line)
        let replies = taker.take(line).replies
        turns.append(Turn(line: line, replies: replies, at: now))
        let secret = line.trimmingCharacters(in: .whitespaces)
        return StudioTurn(
            said: sensitive ? StudioTurn.mask : line, replies: replies, nearest: nearest, waiting: waiting,
            masking: sensitive && !secret.isEmpty ? secret : nil)
    }

    /// For a request (not an answer, not a `:command`), the nearest phrases with their scores,
    /// as `hark match` lists them.
    private func nearestPhrases(to line: String) -> [String] {
        guard session.pendingQuestion == nil, MetaCommand(line) == nil else { return [] }
        return session.explain(line, limit: Self.nearestCount).filter { $0.score > 0 }.map(\.summary)
    }

    private static let nearestCount = 5

    /// Hears `audio` as `hark hear` and the REPL's `--listen` do, against what the conversation
    /// can take now, and says what was heard; what is not caught leaves the conversation as it was.
    func hear(_ audio: PCMAudio) throws(VoiceError) -> StudioTurn {
        guard let words = try voice.hear(audio, in: session).words else {
            return StudioTurn(said: "(not caught)", replies: [.say(Hearing.notCaughtReply)], nearest: [], waiting: waiting, masking: nil)
        }
        return say(words)
    }

    /// Ends the conversation in flight and forgets the turns: the next turn begins a transcript.
    func restart() {
        _ = session.cancel()
        turns = []
    }

    /// The question the conversation waits on, if any.
    var waiting: StudioTurn.Waiting? {
        guard let pending = session.pendingQuestion else { return nil }
        return StudioTurn.Waiting(app: pending.app, parameter: pending.parameter, sensitive: session.pendingQuestionIsSensitive)
    }
}
