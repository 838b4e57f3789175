import HarkEngine

/// `hark stack [--at TIME] [--near LAT,LON] [--situation S] [--json]`: the Smart Stack's order
/// and why; `hark stack add KIND` and `hark stack remove KIND` change the person's stack.
enum StackCommand {
    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        let words = Array(options.positional.dropFirst())
        guard words.isEmpty || (words.count == 2 && ["add", "remove"].contains(words[0])) else {
            Output.error("hark stack takes options, or add KIND or remove KIND; see hark help stack.")
            return ExitStatus.usage
        }
        return StoreAccess.with(options: options) { store in
            let session = try Session(catalog: catalog, store: store, environment: options.environment)
            if let verb = words.first {
                do {
                    Output.line(verb == "add" ? try session.addToStack(words[1]) : try session.removeFromStack(words[1]))
                } catch let error as SettingChangeError {
                    Output.error(error.description)
                    return ExitStatus.failure
                }
                return ExitStatus.success
            }
            let items = try session.stack()
            if options.json {
                Output.line(try RelevanceJSON.stack(items))
            } else {
                RelevanceText.stackLines(items, at: session.moment.now).forEach(Output.line)
            }
            return ExitStatus.success
        }
    }
}
