import HarkEngine

/// `hark completion bash|zsh|fish`: a script that completes hark's commands and options (in
/// bash also the app names after `open` and the words after `shortcuts`).
enum CompletionCommand {
    static let shortcutsWords = ["list", "add", "rename", "remove"]

    static let commands = ["test", "open", "shortcuts", "doctor", "suggest", "stack", "match", "apps", "hear", "completion", "init", "help"]
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
                        completion) COMPREPLY=($(compgen -W "bash zsh fish" -- "$current")); return ;;
                        help) COMPREPLY=($(compgen -W "\(commands.joined(separator: " "))" -- "$current")); return ;;
                        test) COMPREPLY=($(compgen -f -- "$current")); return ;;
                        open) COMPREPLY=($(compgen -W "\(apps.joined(separator: " "))" -- "$current")); return ;;
                        shortcuts) COMPREPLY=($(compgen -W "\(shortcutsWords.joined(separator: " "))" -- "$current")); return ;;
                    esac
                    COMPREPLY=($(compgen -W "\(words)" -- "$current"))
                }
                complete -o default -F _hark hark

                """
        case "zsh":
            return """
                #compdef hark
                # hark completion for zsh: eval "$(hark completion zsh)"
                _hark() {
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
                        '*:file:_files'
                }
                # Loaded from $fpath as _hark, this file is the function's first call; eval'd, it registers it.
                if [[ $funcstack[1] == _hark ]]; then _hark "$@"; else compdef _hark hark; fi

                """
        case "fish":
            let commandLines = commands.map { "complete -c hark -n '__fish_use_subcommand' -a \($0)" }
            let optionLines = options.map { "complete -c hark -l \($0.dropFirst(2))" }
            return (["# hark completion for fish: hark completion fish | source"] + commandLines + optionLines
                + ["complete -c hark -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'", ""])
                .joined(separator: "\n")
        default:
            return nil
        }
    }
}
