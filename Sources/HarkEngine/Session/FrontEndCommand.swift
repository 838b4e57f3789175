/// A command a front end answers itself, such as the REPL's `:record`. The session never
/// answers one; it lists it in `:help`, completes it, and offers it for a mistyped name, so
/// that a person sees one set of commands.
///
///     FrontEndCommand(name: "quit", forms: [.init(usage: ":quit", help: "leave Hark")])
public struct FrontEndCommand: Sendable {
    public let name: String
    /// Each way to say it, in `:help`'s order.
    public let forms: [Form]
    /// What Tab offers after `:name `.
    public let words: [String]

    public init(name: String, forms: [Form], words: [String] = []) {
        self.name = name
        self.forms = forms
        self.words = words
    }

    /// One way to say the command, with its help line.
    public struct Form: Sendable {
        public let usage: String
        public let help: String

        public init(usage: String, help: String) {
            self.usage = usage
            self.help = help
        }
    }
}
