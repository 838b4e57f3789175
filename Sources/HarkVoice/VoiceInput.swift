import HarkEngine

/// Answers spoken turns: hears a recording against what the session can take now, and hands
/// the words to the session. The recogniser starts on the first recording.
///
///     let voice = VoiceInput()
///     let answer = try voice.respond(to: turn, in: session, folder: "transcripts/Voice")
///     answer.heardLine   // "(heard: hydrate me)"
///     answer.replies     // [.ask("How many ounces?")]
public final class VoiceInput {
    private var recognizer: Recognizer?

    public init() {}

    public struct Answer {
        public let hearing: Hearing
        public let replies: [Reply]
        /// The store's failure when the turn met one (nothing was saved).
        public var failure: (any StoreFailure)?
        public var heardLine: String { AudioTurn.heardLine(hearing) }
    }

    public func respond(to turn: AudioTurn, in session: Session, folder: String?) throws(VoiceError) -> Answer {
        guard let path = turn.resolvedPath(in: folder) else {
            throw VoiceError("\(turn.path): a transcript reads recordings only from its own folder.")
        }
        let audio = try WAVFile.read(path)
        return try respond(to: audio, in: session)
    }

    /// Hears `audio` and answers it; what is not caught is answered “Sorry, I didn't catch that.”
    /// and leaves the conversation where it was.
    public func respond(to audio: PCMAudio, in session: Session) throws(VoiceError) -> Answer {
        let hearing = try hear(audio, in: session)
        guard let words = hearing.words else { return Answer(hearing: hearing, replies: [.say(Hearing.notCaughtReply)]) }
        let turn = session.turn(words)
        return Answer(hearing: hearing, replies: turn.replies, failure: turn.failure)
    }

    /// What `audio` says, as the session can take it now.
    public func hear(_ audio: PCMAudio, in session: Session) throws(VoiceError) -> Hearing {
        let recognizer: Recognizer
        if let started = self.recognizer { recognizer = started } else { recognizer = try Recognizer() }
        self.recognizer = recognizer
        return try recognizer.hear(audio, in: session.listeningGrammar)
    }
}
