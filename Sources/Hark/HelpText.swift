/// What `hark --help` and `hark help COMMAND` print: the forms and flags from the command table
/// (`Subcommand`), the prose from `about` and `summary`.
enum HelpText {
    static let version = "hark 0.1.0"

    static let overview: String = {
        let entries = [(["hark [OPTIONS]"], "on a terminal: the REPL; with piped input: playback as a transcript")]
            + Subcommand.allCases.map { (forms(of: $0), summary($0)) }
        let commandLines = entries.flatMap { forms, summary in
            let last = "  " + (forms.last ?? "")
            let ending = last.count < column - 1
                ? [last.padding(toLength: column, withPad: " ", startingAt: 0) + summary]
                : [last, String(repeating: " ", count: column) + summary]
            return forms.dropLast().map { "  " + $0 } + ending
        }
        return """
            hark — say what you want; Hark runs the app's intent, asking for what is missing.

            Usage:
            \(commandLines.joined(separator: "\n"))

            Options of hark alone (each command's own: hark help COMMAND):
            \(options(Subcommand.interactiveFlags))

            Exit status: 0 success, 1 a failed test or a handled error, 2 bad usage.
            """
    }()

    /// `hark help COMMAND`: its forms, the first with every flag of its own, what it does, and
    /// each flag it takes.
    static func text(for command: Subcommand) -> String {
        var lines = forms(of: command)
        let own = command.flags.filter { flag in !Subcommand.commonFlags.contains { $0.name == flag.name } }
        let first = wrap(([lines[0]] + own.map { "[\($0.usage)]" }).joined(separator: " "), width: 92, joining: " [")
        lines.replaceSubrange(0..<1, with: [first[0]] + first.dropFirst().map { String(repeating: " ", count: command.rawValue.count + 6) + $0 })
        return """
            \(lines.joined(separator: "\n"))

            \(about(command))

            Options:
            \(options(command.flags))
            """
    }

    /// `hark stack`, `hark stack add|remove KIND`.
    private static func forms(of command: Subcommand) -> [String] {
        command.arguments.map { "hark \(command.rawValue) \($0)".trimmingCharacters(in: .whitespaces) }
    }

    /// Where help's explanations begin.
    private static let column = 22

    /// One entry per flag, `  --jobs N, -j N  run N transcripts at once …`, wrapped.
    private static func options(_ flags: [Flag]) -> String {
        flags.map { flag in
            let names = flag.names.map { name in flag.value.map { "\(name) \($0)" } ?? name }.joined(separator: ", ")
            let head = "  " + names
            let lines = wrap(flag.help, width: 92 - column)
            let first = head.count < column - 1
                ? [head.padding(toLength: column, withPad: " ", startingAt: 0) + lines[0]]
                : [head, String(repeating: " ", count: column) + lines[0]]
            return (first + lines.dropFirst().map { String(repeating: " ", count: column) + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `text` in lines of at most `width` characters, broken between words; with `joining`, only
    /// where the next word begins with it (so "[--jobs N]" stays whole).
    private static func wrap(_ text: String, width: Int, joining: String = " ") -> [String] {
        var lines = [""]
        let separator = String(joining.prefix(1))
        let words = joining == " " ? text.split(separator: " ").map(String.init) : text.components(separatedBy: joining).enumerated().map {
            $0.offset == 0 ? $0.element : String(joining.dropFirst()) + $0.element
        }
        for word in words {
            let last = lines[lines.count - 1]
            if last.isEmpty {
                lines[lines.count - 1] = word
            } else if last.count + 1 + word.count <= width {
                lines[lines.count - 1] = last + separator + word
            } else {
                lines.append(word)
            }
        }
        return lines
    }
}
