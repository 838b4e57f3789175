import HarkEngine

/// The commands the interactive REPL answers itself, not the session. The session lists them
/// in `:help` and completes them (`declarations`); a front end that does not carry one out
/// answers that it works only in the REPL. Piped playback carries out `:speak`.
public enum REPLCommand: String, Sendable, CaseIterable {
    case record, stop, speak, quit

    /// The commands as the session lists and completes them, in `:help`'s order.
    public static let declarations: [FrontEndCommand] = allCases.map(\.declaration)

    private var declaration: FrontEndCommand {
        switch self {
        case .record: FrontEndCommand(name: rawValue, forms: [.init(usage: ":record FILE", help: "write what follows as a transcript")])
        case .stop: FrontEndCommand(name: rawValue, forms: [.init(usage: ":stop", help: "stop recording")])
        case .speak:
            FrontEndCommand(
                name: rawValue, forms: [.init(usage: ":speak on|off", help: "speak the replies aloud, or stop (hark --speak)")],
                words: ["on", "off"])
        case .quit: FrontEndCommand(name: rawValue, forms: [.init(usage: ":quit", help: "leave Hark")])
        }
    }

    /// What a front end that does not carry the command out answers.
    var onlyInTheREPL: Reply { .problem(":\(rawValue) works only in the interactive REPL.") }
}
