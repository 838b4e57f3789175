import Foundation
import HarkEngine
import HarkStore
import HarkTranscript
import HarkVoice

/// Piped input: each line is echoed as a turn (`> line`) and followed by its replies, so the
/// output is itself a transcript.
///
/// A line is read as UTF-8; bytes that are not UTF-8 read as U+FFFD (“�”), as Swift's
/// `readLine` repairs them. Control characters (NUL, ESC, a lone CR…) are turned into their
/// visible pictures (`VisibleText`) before the session hears the line, so the echo is exactly
/// what was answered and every turn stays one line. A turn `(audio FILE.wav)` is heard from
/// the recording, and the line after it shows what was heard. When the store itself fails (a full disk,
/// a damaged file), the reply says nothing was saved, one sentence on stderr says why, and
/// playback stops with exit status 1.
enum Playback {
    static func run(session: Session, voice: SpokenReplies) -> Int32 {
        let taker = TurnTaker(session: session, voice: voice.input, recordings: .asGiven, carriedOut: [.speak])
        while let raw = readLine(strippingNewline: true) {
            let line = VisibleText.clean(raw)
            Output.line(line.isEmpty ? ">" : "> \(line)")
            let turn = taker.take(line)
            var replies = turn.replies
            switch turn.answer {
            case .command(_, let argument): replies = [voice.command(argument)]  // :speak, the one carried out here
            case .unheard(let error):
                Output.error(error.description)
                continue
            case .replies: break
            }
            if let heard = turn.heardLine { Output.line(heard) }
            ReplyLines.lines(for: replies, trace: false).map(VisibleText.clean).forEach(Output.line)
            Output.flush()
            voice.speak(replies, sensitiveAnswer: turn.sensitiveAnswer)
            if let failure = turn.failure {
                Output.error(failure.description)
                return ExitStatus.failure
            }
        }
        // End of input mid-conversation cancels it: nothing is saved, nothing more is said.
        _ = session.cancel()
        Output.flush()
        return ExitStatus.success
    }
}
