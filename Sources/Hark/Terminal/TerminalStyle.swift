import Foundation
import HarkEngine
import HarkKit
import HarkTranscript

/// How replies look on a terminal: colour and weight, or plain text when output is not a
/// terminal, when NO_COLOR is set, or with --no-color.
struct TerminalStyle {
    let colored: Bool

    init(options: Options) {
        let environment = ProcessInfo.processInfo.environment
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        colored = !options.noColor && !noColor && isatty(STDOUT_FILENO) == 1
    }

    /// The text made visible (`VisibleText`), then coloured: only Hark's own codes reach the terminal.
    private func paint(_ text: String, _ code: String) -> String {
        let visible = VisibleText.clean(text)
        return colored ? "\u{1B}[\(code)m\(visible)\(Self.resetCode)" : visible
    }

    func lines(for reply: Reply) -> [String] {
        switch reply {
        case .say(let text): [VisibleText.clean(text)]
        case .ask(let text): [paint(text, "1;36")]
        case .supporting(let text): [paint(text, "2")]
        case .problem(let text): [paint(text, "31")]
        case .trace: []  // the trace is for transcripts (`@trace on`), not the terminal
        case .snippet(let snippet): SnippetCard.lines(snippet, width: SnippetCard.terminalWidth()).map { paint($0, "33") }
        }
    }

    /// The prompt: where you are, marked so libedit does not count the colour codes. libedit
    /// drops an invisible sequence at the very end of a prompt, so the reset comes before the
    /// prompt's last character, a visible space: the typed line is never coloured.
    func prompt(app: String?, parameter: String?) -> String {
        let place = [app, parameter].compactMap { $0 }.joined(separator: " · ")
        let text = place.isEmpty ? "hark>" : "\(place)>"
        return colored ? "\u{01}\u{1B}[1;32m\u{02}\(text)\u{01}\(Self.resetCode)\u{02} " : "\(text) "
    }

    /// Sets the terminal's attributes back to normal; nothing when Hark does not colour.
    var reset: String { colored ? Self.resetCode : "" }

    private static let resetCode = "\u{1B}[0m"
}
