import HarkEngine

/// Speaks Hark's replies through espeak-ng: questions in one voice, everything else in another;
/// to the sound card, or into a WAV file (`--speak-to`), which holds every reply spoken so far.
///
///     let speaker = Speaker(destination: .file("replies.wav"))
///     try speaker.speak([.ask("How many ounces?")], withholding: [])
public final class Speaker {
    public enum Destination: Sendable, Equatable {
        case device
        case file(String)
    }

    public let destination: Destination
    public var isOn = true
    public var questionVoice = VoiceStyle.question
    public var statementVoice = VoiceStyle.statement
    /// What was spoken into the file so far.
    private var written: PCMAudio?
    /// Whether the file could not be written (a full disk, `/dev/full`): what was asked for is
    /// missing, which the run's exit status says.
    public private(set) var fileFailed = false
    /// Silence between two replies, in seconds.
    private static let gap = 0.3

    public init(destination: Destination) {
        self.destination = destination
    }

    /// Speaks the replies a person is shown (not trace lines, not cards' rows); a line holding
    /// any of `withholding` (a sensitive answer, such as a PIN) is not spoken.
    public func speak(_ replies: [Reply], withholding: [String]) throws(VoiceError) {
        guard isOn else { return }
        let secrets = withholding.filter { !$0.isEmpty }
        for reply in replies {
            let (text, voice): (String, VoiceStyle)
            switch reply {
            case .ask(let question): (text, voice) = (question, questionVoice)
            case .say(let line), .supporting(let line), .problem(let line): (text, voice) = (line, statementVoice)
            case .snippet(let snippet): (text, voice) = (snippet.title, statementVoice)
            case .trace: continue
            }
            guard !secrets.contains(where: { text.contains($0) }) else { continue }
            let audio = try voice.speech(for: text)
            try output(audio)
        }
    }

    private func output(_ audio: PCMAudio) throws(VoiceError) {
        switch destination {
        case .device:
            try AudioDevice.play(audio)
        case .file(let path):
            let all = written.map { $0.appending(audio, gap: Self.gap) } ?? audio
            do {
                try WAVFile.write(all, to: path)
            } catch {
                fileFailed = true
                throw error
            }
            written = all
        }
    }
}
