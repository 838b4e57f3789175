import HarkEngine

/// `hark stack [--at TIME] [--near LAT,LON] [--situation S]`: the Smart Stack's order and why.
enum StackCommand {
    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        guard options.positional.count == 1 else {
            Output.error("hark stack takes options only; see hark help stack.")
            return ExitStatus.usage
        }
        return StoreAccess.with(options: options) { store in
            let session = try Session(catalog: catalog, store: store, environment: options.environment)
            RelevanceText.stackLines(try session.stack(), at: session.moment.now).forEach(Output.line)
            return ExitStatus.success
        }
    }
}
