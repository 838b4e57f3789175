/// `hark help [COMMAND]`.
enum HelpCommand {
    static func run(topic: String?) -> Int32 {
        guard let topic else {
            Output.line(HelpText.overview)
            return ExitStatus.success
        }
        guard let text = HelpText.commands[topic] else {
            Output.error("There is no command “\(topic)”; try hark help test, open, suggest, stack, match or help.")
            return ExitStatus.usage
        }
        Output.line(text)
        return ExitStatus.success
    }
}
