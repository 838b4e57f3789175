import HarkEngine

/// The one table of `hark`'s commands. `Hark.main` dispatches on it (a `switch` the compiler
/// holds to every case), the unknown-command message and the shell completion scripts list
/// it, and `HelpText.commands` explains each (a test holds every case to a help text).
enum Subcommand: String, CaseIterable {
    case test, open, shortcuts, doctor, suggest, stack, match, apps, hear, completion, `init`, help

    /// "test, open, …, init and help", for messages.
    static let listed: String = {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }()

    /// The words a shell completes after the command, when they are fixed.
    var words: [String] {
        switch self {
        case .shortcuts: ShortcutEditor.verbs
        case .stack: ["add", "remove"]
        case .apps: ["list", "check"]
        case .completion: CompletionCommand.shells
        case .help: Self.allCases.map(\.rawValue)
        case .test, .open, .doctor, .suggest, .match, .hear, .`init`: []
        }
    }
}
