import Foundation
import HarkEngine
import HarkTranscript
import HarkVoice

/// The interactive loop: read a line, answer it, until :quit or Ctrl-D. With `--listen`, Enter
/// on an empty line is push-to-talk: Hark records what is said until the pause after it.
final class REPL {
    private let session: Session
    private let taker: TurnTaker
    private let style: TerminalStyle
    private let editor: LineEditor
    private var recorder: TranscriptRecorder?
    private let voice: SpokenReplies
    private let wantsMicrophone: Bool
    private var microphone: Microphone?
    /// The store's files and the history, which `:record` never writes over.
    private let keptFiles: [String]

    init(session: Session, style: TerminalStyle, storePath: String, voice: SpokenReplies, listen: Bool) {
        let historyPath = StoreLocation.historyPath(forStore: storePath)
        keptFiles = RecordingTarget.storeFiles(storePath, history: historyPath)
        self.session = session
        taker = TurnTaker(
            session: session, voice: voice.input, recordings: .notRead, carriedOut: Set(REPLCommand.allCases))
        self.style = style
        self.voice = voice
        wantsMicrophone = listen
        editor = LineEditor(historyPath: historyPath) { [session] line in session.completions(for: line) }
    }

    /// The first line: what to try, taken from the installed apps.
    static func welcome(example: String?) -> String {
        guard let example else { return "Hark: no apps are installed; :help lists the commands. Ctrl-D leaves." }
        return "Hark: say what you want (try “\(example)”), or :help. Ctrl-D leaves."
    }

    func run() -> Int32 {
        Output.line(Self.welcome(example: session.exampleUtterance))
        if wantsMicrophone { openMicrophone() }
        while true {
            let pending = session.pendingQuestion
            switch editor.read(prompt: style.prompt(app: pending?.app, parameter: pending?.parameter), masked: isSensitiveAnswer) {
            case .interrupt:
                Output.line("^C")
                show(session.cancel())
            case .end:
                if session.pendingQuestion != nil {
                    Output.line("")
                    show(session.cancel())
                    continue
                }
                Output.line("")
                return leave()
            case .line(let typed) where typed.isEmpty && microphone != nil:
                listen()
            case .line(let typed):
                let line = VisibleText.clean(typed)
                if !isSensitiveAnswer { editor.remember(line) }
                if answer(line) == .quit { return leave() }
            }
        }
    }

    /// Says goodbye, ends a recording, and leaves the terminal's attributes as they were.
    private func leave() -> Int32 {
        Output.line("Goodbye.")
        stopRecording()
        Output.write(style.reset)
        Output.flush()
        return ExitStatus.success
    }

    private var isSensitiveAnswer: Bool { session.pendingQuestionIsSensitive }

    private enum Flow { case goOn, quit }

    /// Answers a typed line, and carries out the REPL's own commands (:quit, :record, :stop, :speak).
    private func answer(_ line: String) -> Flow {
        let now = session.environment.clock.now
        let turn = taker.take(line)
        switch turn.answer {
        case .command(.quit, _):
            return .quit
        case .command(.record, let path):
            startRecording(to: path)
        case .command(.speak, let argument):
            show([voice.command(argument)])
        case .command(.stop, _):
            guard let path = recorder?.path else {
                show(session.askingAgain(after: [.problem("Nothing is being recorded.")]))
                return .goOn
            }
            if stopRecording() { show(session.askingAgain(after: [.say("Stopped recording to \(path).")])) }
        case .unheard(let error):
            show([.problem(error.description)])
        case .replies(let replies):
            show(heardAndReplies(turn))
            voice.speak(replies, sensitiveAnswer: turn.sensitiveAnswer)
            do {
                try recorder?.record(turn: line, replies: replies, at: now)
            } catch {
                recorder = nil
                Output.error(error.description)
            }
        }
        return .goOn
    }

    /// Opens the capture device, or says in one sentence why there is none and goes on typed.
    private func openMicrophone() {
        do {
            microphone = try AudioDevice.microphone()
            show([.supporting("Listening: press Enter on an empty line, then speak.")])
        } catch {
            Output.error(String(error.description.dropLast()) + "; Hark goes on typed.")
        }
    }

    /// Push-to-talk: records one utterance, shows what was heard and answers it.
    private func listen() {
        guard let microphone else { return }
        show([.supporting("Listening…")])
        do throws(VoiceError) {
            let turn = taker.take(recording: try microphone.recordUtterance())
            if case .unheard(let error) = turn.answer { throw error }
            show(heardAndReplies(turn))
            voice.speak(turn.replies, sensitiveAnswer: turn.sensitiveAnswer)
        } catch {
            show([.problem(error.description)])
        }
    }

    /// A recording's turn shows what was heard before the replies.
    private func heardAndReplies(_ turn: Turn) -> [Reply] {
        (turn.heardLine.map { [Reply.supporting($0)] } ?? []) + turn.replies
    }

    /// Ends the recording, if any; false, with the reason on stderr, when its file could not be
    /// written to the end.
    @discardableResult
    private func stopRecording() -> Bool {
        defer { recorder = nil }
        do {
            try recorder?.close()
            return true
        } catch {
            Output.error(error.description)
            return false
        }
    }

    private func startRecording(to path: String) {
        guard !path.isEmpty else {
            show([.problem("Say where to record, such as :record hydrate.transcript.")])
            return
        }
        stopRecording()
        do {
            let appFiles = session.catalog.apps.filter { !$0.isBuiltIn }.map { URL(fileURLWithPath: $0.origin).path }
            recorder = try TranscriptRecorder(
                path: path, clock: session.environment.clock, appFiles: appFiles, keeping: keptFiles)
            show(session.askingAgain(after: [.say("Recording to \(path); :stop ends it.")]))
        } catch {
            Output.error(error.description)
        }
    }

    private func show(_ replies: [Reply]) {
        for reply in replies { style.lines(for: reply).forEach(Output.styledLine) }
        Output.flush()
    }
}
