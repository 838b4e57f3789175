/// The zsh script: `_arguments` with hark's own flags and the command, then, for the command's
/// words, `_arguments` again with that command's flags and first argument.
extension CompletionCommand {
    static func zshScript(apps: [String], program: String) -> String {
        let commandCases = Subcommand.allCases.map { command in
            let specs = command.flags.map(zshSpec) + [zshArgument(firstArgument(of: command, apps: apps)), "'*:argument:_files'"]
            return "            \(command.rawValue)) _arguments \(specs.joined(separator: " ")) && ret=0 ;;\n"
        }.joined()
        return """
            #compdef \(program)
            # \(program) completion for zsh: eval "$(\(program) completion zsh)"
            _hark() {
                local curcontext="$curcontext" state line ret=1
                _arguments -C \\
            \(Subcommand.interactiveFlags.map { "        \(zshSpec($0)) \\\n" }.joined())        '1:command:(\(commands.joined(separator: " ")))' \\
                    '*::argument:->argument' && ret=0
                if [[ $state == argument ]]; then
                    case $words[1] in
            \(commandCases)        esac
                fi
                return ret
            }
            # Loaded from $fpath as _hark, this file is the function's first call; eval'd, it registers it.
            if [[ $funcstack[1] == _hark ]]; then _hark "$@"; else compdef _hark \(program); fi

            """
    }

    /// `'--store[the SQLite store]:PATH:_files'`, one per name.
    private static func zshSpec(_ flag: Flag) -> String {
        flag.names.map { name in
            let value = flag.value.map { ":\($0):\(zshAction(flag.completion))" } ?? ""
            return "'\(name)[\(shortHelp(flag))]\(value)'"
        }.joined(separator: " ")
    }

    /// `'1:argument:(list add rename remove)'`.
    private static func zshArgument(_ completion: Flag.Completion) -> String {
        "'1:argument:\(zshAction(completion))'"
    }

    private static func zshAction(_ completion: Flag.Completion) -> String {
        switch completion {
        case .nothing: " "
        case .file: "_files"
        case .folder: "_files -/"
        case .words(let words): "(\(words.joined(separator: " ")))"
        }
    }
}
