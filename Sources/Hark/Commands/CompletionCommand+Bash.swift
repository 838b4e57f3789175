/// The bash script: finds the command among the words typed, then offers its flags after `-`,
/// the values a flag takes after it, and the command's first argument.
extension CompletionCommand {
    static func bashScript(apps: [String], program: String) -> String {
        let valueFlags = Set(owners.flatMap(\.flags).filter { $0.value != nil }.flatMap(\.names)).sorted()
        var valueCases = ""
        var flagCases = ""
        for (command, flags) in owners {
            for flag in flags where flag.value != nil {
                let patterns = flag.names.map { "\"\(command) \($0)\"" }.joined(separator: "|")
                valueCases += "        \(patterns)) \(bashReply(flag.completion)); return ;;\n"
            }
            let names = flags.flatMap(\.names).joined(separator: " ")
            flagCases += "        \"\(command)\") COMPREPLY=($(compgen -W \"\(names)\" -- \"$current\")); return ;;\n"
        }
        let argumentCases = Subcommand.allCases.map { command in
            "        \(command.rawValue)) \(bashReply(firstArgument(of: command, apps: apps))); return ;;\n"
        }.joined()
        return """
            # \(program) completion for bash: eval "$(\(program) completion bash)"
            _hark() {
                local current=${COMP_WORDS[COMP_CWORD]}
                local previous=${COMP_WORDS[COMP_CWORD-1]}
                local command="" word i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    word=${COMP_WORDS[i]}
                    case "$word" in
                        \(valueFlags.joined(separator: "|"))) ((i++)) ;;
                        -*) ;;
                        *) command=$word; break ;;
                    esac
                done
                case "$command $previous" in
            \(valueCases)    esac
                if [[ $current == -* ]]; then
                    case "$command" in
            \(flagCases)        esac
                fi
                [[ -z $command ]] && { COMPREPLY=($(compgen -W "\(commands.joined(separator: " "))" -- "$current")); return; }
                [[ $previous == "$command" ]] || return
                case "$command" in
            \(argumentCases)    esac
            }
            complete -o default -F _hark \(program)

            """
    }

    /// `COMPREPLY=($(compgen -f -- "$current"))` and the like.
    private static func bashReply(_ completion: Flag.Completion) -> String {
        switch completion {
        case .nothing: "COMPREPLY=()"
        case .file: "COMPREPLY=($(compgen -f -- \"$current\"))"
        case .folder: "COMPREPLY=($(compgen -d -- \"$current\"))"
        case .words(let words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$current\"))"
        }
    }
}
