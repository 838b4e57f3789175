/// The fish script: the commands, then each command's flags under the condition that it was
/// typed (hark's own flags while no command has been), and the words after each command.
extension CompletionCommand {
    static func fishScript(apps: [String], program: String) -> String {
        var lines = ["# \(program) completion for fish: \(program) completion fish | source"]
        lines += Subcommand.allCases.map {
            "complete -c \(program) -f -n '__fish_use_subcommand' -a \($0.rawValue) -d '\(HelpText.summary($0).filter { $0 != "'" })'"
        }
        for (command, flags) in owners {
            let condition = command.isEmpty ? "__fish_use_subcommand" : "__fish_seen_subcommand_from \(command)"
            for flag in flags {
                let names = flag.names.map { $0.hasPrefix("--") ? "-l \($0.dropFirst(2))" : "-s \($0.dropFirst())" }.joined(separator: " ")
                lines.append("complete -c \(program) -n '\(condition)' \(names)\(fishValue(flag)) -d '\(shortHelp(flag))'")
            }
        }
        for command in Subcommand.allCases {
            let condition = "__fish_seen_subcommand_from \(command.rawValue)"
            switch firstArgument(of: command, apps: apps) {
            case .words(let words): lines.append("complete -c \(program) -f -n '\(condition)' -a '\(words.joined(separator: " "))'")
            case .file, .folder, .nothing: continue
            }
        }
        return (lines + [""]).joined(separator: "\n")
    }

    /// What the flag's value is completed with: ` -r -F` (files), ` -x -a 'strict lenient'`, ….
    private static func fishValue(_ flag: Flag) -> String {
        guard flag.value != nil else { return "" }
        switch flag.completion {
        case .nothing: return " -x"
        case .file: return " -r -F"
        case .folder: return " -x -a '(__fish_complete_directories)'"
        case .words(let words): return " -x -a '\(words.joined(separator: " "))'"
        }
    }
}
