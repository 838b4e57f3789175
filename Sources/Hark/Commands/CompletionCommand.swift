import HarkEngine

/// `hark completion bash|zsh|fish`: a script that completes, from the command table
/// (`Subcommand`), hark's commands, each command's own flags and the values they take, and the
/// words a command's table entry says follow it; the app names after `open`.
enum CompletionCommand {
    static let shells = ["bash", "zsh", "fish"]
    static let commands = Subcommand.allCases.map(\.rawValue)

    static func run(options parsed: Options, catalog: AppCatalog) -> Int32 {
        let apps = catalog.apps.map(\.name)
        guard parsed.positional.count == 2, let script = script(for: parsed.positional[1], apps: apps, program: invokedName) else {
            Output.error("Say which shell: \(invokedName) completion bash, zsh or fish.")
            return ExitStatus.usage
        }
        Output.write(script)
        return ExitStatus.success
    }

    /// The script for `shell` completing the command `program`.
    static func script(for shell: String, apps: [String], program: String = "hark") -> String? {
        switch shell {
        case "bash": bashScript(apps: apps, program: program)
        case "zsh": zshScript(apps: apps, program: program)
        case "fish": fishScript(apps: apps, program: program)
        default: nil
        }
    }

    /// The name this program was started by (`hark`, or an app's own binary made by `hark
    /// init`, `Pantry`), which its scripts complete; `hark` when that is no plain word.
    static var invokedName: String {
        let name = (CommandLine.arguments.first ?? "").split(separator: "/").last.map(String.init) ?? ""
        let isPlainWord = !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
        return isPlainWord ? name : "hark"
    }

    /// Each command's name ("" for hark alone) with the flags it takes.
    static var owners: [(command: String, flags: [Flag])] {
        [("", Subcommand.interactiveFlags)] + Subcommand.allCases.map { ($0.rawValue, $0.flags) }
    }

    /// The words after a command, for the first argument: fixed words, app names, or files.
    static func firstArgument(of command: Subcommand, apps: [String]) -> Flag.Completion {
        switch command {
        case .open: .words(apps)
        case .test, .hear: .file
        case .studio: .folder
        default: command.words.isEmpty ? .nothing : .words(command.words)
        }
    }

    /// A flag's help as a shell's short description: up to its first pause, without quotes or brackets.
    static func shortHelp(_ flag: Flag) -> String {
        let cut = flag.help.prefix { !";:(".contains($0) }
        return String(cut.filter { !"'\"[]`$\\".contains($0) }).trimmingCharacters(in: .whitespaces)
    }
}
