import HarkEngine

/// `hark suggest [--at TIME] [--near LAT,LON] [--situation S] [--limit N] [--json]`: what the
/// watch face would show, best first, each with its reason.
enum SuggestCommand {
    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        guard options.positional.count == 1 else {
            Output.error("hark suggest takes options only; see hark help suggest.")
            return ExitStatus.usage
        }
        return StoreAccess.with(options: options) { store in
            let session = try Session(catalog: catalog, store: store, environment: options.environment)
            let suggestions = try session.suggestions(limit: options.limit ?? Session.defaultSuggestionLimit)
            if options.json {
                Output.line(try RelevanceJSON.suggestions(suggestions))
            } else {
                RelevanceText.suggestionLines(suggestions).forEach(Output.line)
            }
            return ExitStatus.success
        }
    }
}
