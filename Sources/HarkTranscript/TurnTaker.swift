import Foundation
import HarkEngine
import HarkVoice

/// Takes a turn the same way for every front end (the REPL, piped playback, a transcript, the
/// studio): a REPL command, a recording to hear (`(audio FILE.wav)`), or words for the
/// session. Each front end reads its lines its own way, then only renders the `Turn` and
/// carries out the commands it takes.
///
///     let taker = TurnTaker(session: session, voice: VoiceInput(), recordings: .asGiven, carriedOut: [.speak])
///     taker.take("Hydrate me").replies   // [.ask("How many ounces?")]
public struct TurnTaker {
    public let session: Session
    private let voice: VoiceInput
    private let recordings: Recordings
    /// The REPL commands this front end carries out; the others are answered as working only
    /// in the REPL. `:exit` is `:quit`'s second name where `:quit` is carried out.
    private let carriedOut: Set<REPLCommand>

    /// A taker for `session`, which from now on lists and completes the REPL's commands.
    /// Where a line `(audio FILE)` is heard from.
    public enum Recordings: Sendable {
        /// Not heard: the line is words like any other (the REPL and the studio hear a microphone).
        case notRead
        /// The path as given (piped playback).
        case asGiven
        /// Only from inside the folder of this transcript file.
        case besideTranscript(String)
    }

    public init(session: Session, voice: VoiceInput, recordings: Recordings, carriedOut: Set<REPLCommand> = []) {
        self.session = session
        self.voice = voice
        self.recordings = recordings
        self.carriedOut = carriedOut
        session.frontEndCommands = REPLCommand.declarations
    }

    /// Answers one line, cleaned of control characters by the front end.
    public func take(_ line: String) -> Turn {
        let sensitive = session.pendingQuestionIsSensitive
        if let typed = replCommand(line) {
            let answer: Turn.Answer = carriedOut.contains(typed.command)
                ? .command(typed.command, argument: typed.argument)
                : .replies(session.askingAgain(after: [typed.command.onlyInTheREPL]))
            return Turn(answer: answer, heardLine: nil, sensitiveAnswer: sensitive ? line : nil)
        }
        guard let named = recording(line) else {
            let said = session.turn(line)
            return Turn(
                answer: .replies(said.replies), heardLine: nil, sensitiveAnswer: sensitive ? line : nil, failure: said.failure)
        }
        do {
            return heard(try voice.respond(to: named.turn, in: session, folder: named.folder), sensitive: sensitive)
        } catch {
            return Turn(answer: .unheard(error), heardLine: nil, sensitiveAnswer: nil)
        }
    }

    /// Hears `audio` (the REPL's microphone) and answers what was heard.
    public func take(recording audio: PCMAudio) -> Turn {
        let sensitive = session.pendingQuestionIsSensitive
        do {
            return heard(try voice.respond(to: audio, in: session), sensitive: sensitive)
        } catch {
            return Turn(answer: .unheard(error), heardLine: nil, sensitiveAnswer: nil)
        }
    }

    private func heard(_ answer: VoiceInput.Answer, sensitive: Bool) -> Turn {
        Turn(
            answer: .replies(answer.replies), heardLine: answer.heardLine,
            sensitiveAnswer: sensitive ? answer.hearing.words ?? "" : nil, failure: answer.failure)
    }

    /// The recording a line names, with the folder it must be inside; nil for words.
    private func recording(_ line: String) -> (turn: AudioTurn, folder: String?)? {
        guard let turn = AudioTurn(line) else { return nil }
        switch recordings {
        case .notRead: return nil
        case .asGiven: return (turn, nil)
        case .besideTranscript(let file):
            let folder = (file as NSString).deletingLastPathComponent
            return (turn, folder.isEmpty ? "." : folder)
        }
    }

    private func replCommand(_ line: String) -> (command: REPLCommand, argument: String)? {
        guard let typed = MetaCommand(line) else { return nil }
        if typed.name == "exit", carriedOut.contains(.quit) { return (.quit, typed.argument) }
        return REPLCommand(rawValue: typed.name).map { ($0, typed.argument) }
    }
}
