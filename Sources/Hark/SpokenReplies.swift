import HarkEngine
import HarkVoice

/// The voice side of a session: hears `(audio FILE)` turns and speaks replies when asked
/// (`--speak`, `--speak-to FILE.wav`, `:speak on|off`; `:speak on` with no sound card says so
/// and stays off). Speaking that fails is said once on stderr and then left off; the conversation goes on in text. A `--speak-to` file that could
/// not be written makes the run fail at the end (`failed`).
final class SpokenReplies {
    let input = VoiceInput()
    private var speaker: Speaker?

    /// Whether the `--speak-to` file could not be written.
    var failed: Bool { speaker?.fileFailed ?? false }

    init(options: Options) {
        if let path = options.speakTo {
            speaker = Speaker(destination: .file(path))
        } else if options.speak {
            speaker = Speaker(destination: .device)
        }
    }

    /// `:speak on|off`; the reply to show.
    func command(_ argument: String) -> Reply {
        switch argument.lowercased() {
        case "on":
            let speaker = self.speaker ?? Speaker(destination: .device)
            if speaker.destination == .device {
                // Said at once, not after "Speaking the replies." at the first reply.
                do throws(VoiceError) {
                    try AudioDevice.checkOutput()
                } catch {
                    return .problem("\(error.description) The replies stay in text.")
                }
            }
            speaker.isOn = true
            self.speaker = speaker
            return .say("Speaking the replies.")
        case "off":
            speaker?.isOn = false
            return .say("Not speaking the replies.")
        default:
            return .problem("Say :speak on or :speak off.")
        }
    }

    /// Speaks `replies`, keeping back any line that holds `sensitiveAnswer`.
    func speak(_ replies: [Reply], sensitiveAnswer: String?) {
        guard let speaker else { return }
        do {
            try speaker.speak(replies, withholding: sensitiveAnswer.map { [$0] } ?? [])
        } catch {
            Output.error(error.description)
            speaker.isOn = false
        }
    }
}
