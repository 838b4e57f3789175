import HarkEngine

/// The one table of `hark`'s commands. `HarkCommandLine.main` dispatches on it (a `switch` the compiler
/// holds to every case); `Options.parse` accepts for each command only the flags it lists;
/// help, the unknown-command message and the shell completion scripts are all made from it.
enum Subcommand: String, CaseIterable {
    case test, open, shortcuts, doctor, suggest, stack, match, apps, hear, studio, completion, `init`, help

    /// "test, open, …, init or help", for messages.
    static let listed: String = {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }()

    /// The flags `hark` takes with no command: the REPL, or playback of piped input.
    static let interactiveFlags: [Flag] = [.store, .clock, .location, .situation, .timeZone, .device, .noColor, .app, .speak, .speakTo, .listen] + commonFlags

    /// Taken by every command.
    static let commonFlags: [Flag] = [.help, .version]

    /// The flags this command takes, in the order help lists them.
    var flags: [Flag] {
        let own: [Flag] =
            switch self {
            case .test: [.update, .jobs, .filter, .failFast, .shard, .junit, .coverage, .app]
            case .open: [.json, .store, .clock, .app]
            case .shortcuts: [.store, .app]
            case .doctor: [.deviceReport, .store, .app]
            case .suggest: [.clock.preferring("--at"), .location.preferring("--near"), .situation, .timeZone, .limit, .json, .store, .app]
            case .stack: [.clock.preferring("--at"), .location.preferring("--near"), .situation, .timeZone, .json, .store, .app]
            case .match: [.json, .limit, .device, .clock, .store, .app, .registry, .jsonLines]
            case .apps: [.app]
            case .hear: [.json, .clock, .store, .app]
            case .studio: [.port, .store, .app]
            case .completion: [.app]
            case .`init`: [.path, .hark, .file]
            case .help: []
            }
        return own + Self.commonFlags
    }

    /// What follows the command's name, one line per form (`APP`, `list|check FILE…`); `[""]`
    /// for a command that takes no words, which `Options.parse` holds it to.
    var arguments: [String] {
        switch self {
        case .test: ["[PATH…]"]
        case .open: ["APP"]
        case .shortcuts: ["list", "add PHRASE SAYING", "rename OLD NEW", "remove PHRASE"]
        case .doctor, .suggest: [""]
        case .stack: ["", "add|remove KIND"]
        case .match: ["UTTERANCE", "--registry FILE --jsonl"]
        case .apps: ["list", "check FILE…"]
        case .hear: ["FILE.wav…"]
        case .studio: ["[FOLDER]"]
        case .completion: ["bash|zsh|fish"]
        case .`init`: ["NAME"]
        case .help: ["[COMMAND]"]
        }
    }

    /// The words a shell completes after the command, when they are fixed.
    var words: [String] {
        switch self {
        case .shortcuts: ShortcutEditor.verbs
        case .stack: ["add", "remove"]
        case .apps: ["list", "check"]
        case .completion: CompletionCommand.shells
        case .help: Self.allCases.map(\.rawValue)
        case .test, .open, .doctor, .suggest, .match, .hear, .studio, .`init`: []
        }
    }

    /// The sentence for a word that names no command.
    static func unknown(_ word: String) -> String {
        "“\(word)” is not a command; use \(listed) (see hark --help)."
    }
}
