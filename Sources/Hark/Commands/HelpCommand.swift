/// `hark help [COMMAND]`.
enum HelpCommand {
    static func run(topic: String?) -> Int32 {
        guard let topic else {
            Output.line(HelpText.overview)
            return ExitStatus.success
        }
        guard let command = Subcommand(rawValue: topic) else {
            Output.error(Subcommand.unknown(topic))
            return ExitStatus.usage
        }
        Output.line(HelpText.text(for: command))
        return ExitStatus.success
    }
}
