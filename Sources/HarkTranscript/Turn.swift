import HarkEngine
import HarkVoice

/// One turn as any front end takes it (`TurnTaker`): what answered the line, for the front end
/// to render.
public struct Turn {
    public enum Answer {
        /// The session's replies, or the REPL command's answer from a front end without it.
        case replies([Reply])
        /// A REPL command for the front end to carry out.
        case command(REPLCommand, argument: String)
        /// A recording that could not be read or heard; the conversation is where it was.
        case unheard(VoiceError)
    }

    public let answer: Answer
    /// For a recording, the line that shows what was heard: `(heard: hydrate me)`.
    public let heardLine: String?
    /// The words that answered a question whose answer is not to be spoken (a password).
    public let sensitiveAnswer: String?
    /// Why nothing was saved, when the store itself failed (a full disk, a damaged file).
    public var failure: (any StoreFailure)? = nil

    /// The replies to render; none for a command or a recording not heard.
    public var replies: [Reply] {
        if case .replies(let replies) = answer { return replies }
        return []
    }
}
