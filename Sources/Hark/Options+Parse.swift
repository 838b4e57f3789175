import HarkTranscript

extension Options {
    /// Reads a command line: first the command (the first word that is neither a flag nor a
    /// flag's value), then every word against that command's own flags, wherever they stand.
    /// A flag the command does not take, a value missing or unusable, or a word that names no
    /// command is refused in one sentence naming it: "--device: “weird” is not a device mode;
    /// use strict or lenient."
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        let flags: [Flag]
        let owner: String
        switch commandWord(in: arguments) {
        case nil:
            (flags, owner) = (Subcommand.interactiveFlags, "hark")
        case TranscriptWorker.command?:
            options.isWorker = true
            (flags, owner) = ([.app], "hark \(TranscriptWorker.command)")
        case let word?:
            guard let subcommand = Subcommand(rawValue: word) else { throw UsageError(Subcommand.unknown(word)) }
            options.subcommand = subcommand
            (flags, owner) = (subcommand.flags, "hark \(word)")
        }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument != "--" else {
                options.positional += remaining
                break
            }
            guard isFlag(argument) else {
                options.positional.append(argument)
                continue
            }
            let (name, inline) = split(argument, flags: flags)
            guard let flag = flags.first(where: { $0.names.contains(name) }) else {
                throw UsageError("\(name): \(owner) has no such option; use \(list(flags.map(\.name))) (see \(owner) --help).")
            }
            let value: String
            switch (flag.value, inline) {
            case (nil, nil): value = ""
            case (nil, _?): throw UsageError("\(name): it takes no value; write \(name) alone.")
            case (_?, let given?): value = given
            case (let placeholder?, nil):
                guard let next = remaining.first, !isFlag(next) else {
                    throw UsageError("\(name): the value is missing; write \(name) \(placeholder).")
                }
                value = next
                remaining.removeFirst()
            }
            do { try flag.set(&options, value) } catch { throw UsageError("\(name): \(error.reason)") }
        }
        if let subcommand = options.subcommand, subcommand.arguments == [""], let extra = options.positional.dropFirst().first {
            throw UsageError("\(extra): \(owner) takes no arguments; see \(owner) --help.")
        }
        return options
    }

    /// The first word that is not a flag or the value of one, if any; whether a flag takes a
    /// value is known before the command is, from every command that declares it.
    private static func commandWord(in arguments: [String]) -> String? {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" { return remaining.first }
            guard isFlag(argument) else { return argument }
            let (name, inline) = split(argument)
            if inline == nil, takesValue(name), let next = remaining.first, !isFlag(next) { remaining.removeFirst() }
        }
        return nil
    }

    private static func takesValue(_ name: String) -> Bool {
        (Subcommand.interactiveFlags + Subcommand.allCases.flatMap(\.flags)).contains { $0.value != nil && $0.names.contains(name) }
    }

    /// "--json" and "-j" are flags; "-" (standard input) and "-5" are not.
    private static func isFlag(_ word: String) -> Bool {
        word.count > 1 && word.first == "-" && !(word.dropFirst().first?.isNumber ?? false)
    }

    /// "--store=x" → ("--store", "x"); "-j4" → ("-j", "4") where `flags` has a short "-j"
    /// that takes a value.
    private static func split(_ argument: String, flags: [Flag] = []) -> (String, String?) {
        if !argument.hasPrefix("--"), argument.count > 2 {
            let short = String(argument.prefix(2))
            if flags.contains(where: { $0.value != nil && $0.names.contains(short) }) { return (short, String(argument.dropFirst(2))) }
        }
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// "a, b or c".
    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }
}
