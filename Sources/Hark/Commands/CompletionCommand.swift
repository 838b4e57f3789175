import HarkEngine

/// `hark completion bash|zsh|fish`: a script that completes hark's commands (from the table
/// `Subcommand`) and options; in bash and fish also the words a command's table entry says
/// follow it, and in bash the app names after `open`.
enum CompletionCommand {
    static let shells = ["bash", "zsh", "fish"]
    static let commands = Subcommand.allCases.map(\.rawValue)
    static let options = [
        "--store", "--clock", "--location", "--no-color", "--json", "--help", "--version",
        "--update", "--jobs", "--filter", "--fail-fast", "--shard", "--junit", "--coverage",
        "--at", "--near", "--situation", "--limit", "--registry", "--jsonl", "--path", "--hark",
        "--device", "--app", "--file", "--speak", "--speak-to", "--listen",
    ]

    static func run(options parsed: Options, catalog: AppCatalog) -> Int32 {
        let apps = catalog.apps.map(\.name)
        guard parsed.positional.count == 2, let script = script(for: parsed.positional[1], apps: apps) else {
            Output.error("Say which shell: hark completion bash, zsh or fish.")
            return ExitStatus.usage
        }
        Output.write(script)
        return ExitStatus.success
    }

    static func script(for shell: String, apps: [String]) -> String? {
        let words = (commands + options).joined(separator: " ")
        let followers = Subcommand.allCases.filter { !$0.words.isEmpty }
        switch shell {
        case "bash":
            return """
                # hark completion for bash: eval "$(hark completion bash)"
                _hark() {
                    local current=${COMP_WORDS[COMP_CWORD]}
                    local previous=${COMP_WORDS[COMP_CWORD-1]}
                    case "$previous" in
                        --store|--hark) COMPREPLY=($(compgen -f -- "$current")); return ;;
                        --path) COMPREPLY=($(compgen -d -- "$current")); return ;;
                        test) COMPREPLY=($(compgen -f -- "$current")); return ;;
                        open) COMPREPLY=($(compgen -W "\(apps.joined(separator: " "))" -- "$current")); return ;;
                \(followers.map { bashCase($0) }.joined())    esac
                    COMPREPLY=($(compgen -W "\(words)" -- "$current"))
                }
                complete -o default -F _hark hark

                """
        case "zsh":
            return """
                #compdef hark
                # hark completion for zsh: eval "$(hark completion zsh)"
                _hark() {
                    local state ret=1
                    _arguments \\
                        '--store[the SQLite store]:file:_files' \\
                        '--clock[the time Hark believes it is]:time:' \\
                        '--location[where you are]:lat,lon:' \\
                        '--no-color[plain text]' \\
                        '--json[JSON output]' \\
                        '--update[rewrite differing transcripts]' \\
                        '--jobs[transcripts run at once]:count:' \\
                        '--filter[only transcripts whose path contains TEXT]:text:' \\
                        '--fail-fast[stop at the first failure]' \\
                        '--shard[run share I of N]:I/N:' \\
                        '--junit[write a JUnit XML report]:file:_files' \\
                        '--coverage[report what the suite exercised]' \\
                        '--at[the time to suggest for]:time:' \\
                        '--near[the place to suggest for]:lat,lon:' \\
                        '--situation[the daily-routine situation]:situation:' \\
                        '--limit[at most N suggestions]:count:' \\
                        '--registry[a phrase registry]:file:_files' \\
                        '--jsonl[the matcher line protocol]' \\
                        '--path[the folder hark init creates]:folder:_files -/' \\
                        '--hark[the Hark a new package depends on]:path or URL:_files' \\
                        '--device[match as a device would]:mode:(strict lenient)' \\
                        '--help[help]' \\
                        '--version[version]' \\
                        '1:command:(\(commands.joined(separator: " ")))' \\
                        '*:argument:->argument' && ret=0
                    if [[ $state == argument ]]; then
                        case $line[1] in
                \(followers.map { zshCase($0) }.joined())            *) _files && ret=0 ;;
                        esac
                    fi
                    return ret
                }
                # Loaded from $fpath as _hark, this file is the function's first call; eval'd, it registers it.
                if [[ $funcstack[1] == _hark ]]; then _hark "$@"; else compdef _hark hark; fi

                """
        case "fish":
            let commandLines = commands.map { "complete -c hark -n '__fish_use_subcommand' -a \($0)" }
            let optionLines = options.map { "complete -c hark -l \($0.dropFirst(2))" }
            return (["# hark completion for fish: hark completion fish | source"] + commandLines + optionLines
                + followers.map { "complete -c hark -n '__fish_seen_subcommand_from \($0.rawValue)' -a '\($0.words.joined(separator: " "))'" }
                + [""])
                .joined(separator: "\n")
        default:
            return nil
        }
    }

    /// `shortcuts) COMPREPLY=($(compgen -W "list add rename remove" -- "$current")); return ;;`
    private static func bashCase(_ command: Subcommand) -> String {
        let words = command.words.joined(separator: " ")
        return "        \(command.rawValue)) COMPREPLY=($(compgen -W \"\(words)\" -- \"$current\")); return ;;\n"
    }

    /// `shortcuts) compadd list add rename remove && ret=0 ;;`
    private static func zshCase(_ command: Subcommand) -> String {
        "            \(command.rawValue)) compadd \(command.words.joined(separator: " ")) && ret=0 ;;\n"
    }
}
