import HarkKit

/// Running a suggestion of the watch face: its intent, filled with its values, through the
/// normal resolve → confirm → handle.
extension Conversation {
    mutating func run(_ suggestion: Suggestion, number: Int, in context: TurnContext) -> [Reply] {
        guard let intent = context.catalog.intent(id: suggestion.intentID) else {
            return [.problem("\(suggestion.app) no longer offers “\(suggestion.title)”.")]
        }
        var run = IntentRun(appName: intent.app.name, driver: intent.intent.driver())
        run.fill(suggestion.parameters, onlyWhereEmpty: false, context: Self.intentContext(for: run, in: context).context)
        let trace = Reply.trace("match \(intent.app.name) › \(run.driver.title) (suggestion \(number))")
        return [trace] + advance(&run, in: context)
    }
}
