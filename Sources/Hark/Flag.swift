/// One option of the command line, declared once: its names, the value it takes, its help line,
/// how a shell completes its value, and what it sets in `Options`. Each command of `Subcommand`
/// lists the flags it takes; parsing, help and the completion scripts all read those lists.
///
///     Flag(["--limit"], value: "N", help: "at most N, 1 or more") { options, text in … }
struct Flag: Sendable {
    /// The name help shows first (`--clock`), then its aliases (`--at`).
    let names: [String]
    /// What help calls the value (`TIME`); nil for a switch, which takes none.
    let value: String?
    let help: String
    let completion: Completion
    /// Sets what the flag means in `options`, given its value ("" for a switch); throws when
    /// the value cannot be used.
    let set: @Sendable (inout Options, String) throws(FlagProblem) -> Void

    /// What a shell offers for the flag's value.
    enum Completion: Sendable, Equatable {
        case nothing, file, folder
        case words([String])
    }

    init(
        _ names: [String], value: String? = nil, help: String, completion: Completion = .nothing,
        set: @escaping @Sendable (inout Options, String) throws(FlagProblem) -> Void
    ) {
        self.names = names
        self.value = value
        self.help = help
        self.completion = completion
        self.set = set
    }

    var name: String { names[0] }

    /// The same flag, `name` first: `hark suggest` says `--at TIME` where `hark` says `--clock TIME`.
    func preferring(_ name: String) -> Flag {
        Flag([name] + names.filter { $0 != name }, value: value, help: help, completion: completion, set: set)
    }

    /// `--jobs N` or `--json`, as a usage line writes it.
    var usage: String { value.map { "\(name) \($0)" } ?? name }
}

/// Why a flag's value cannot be used, as the rest of a sentence after the flag's name:
/// "“weird” is not a device mode; use strict or lenient."
struct FlagProblem: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
