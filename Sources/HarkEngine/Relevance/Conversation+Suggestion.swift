import HarkKit

/// Running a suggestion of the watch face: its intent, filled with its values, through the
/// normal resolve → confirm → handle; or, for a user activity, the app's screen that continues it.
extension Conversation {
    mutating func run(_ suggestion: Suggestion, number: Int, in context: TurnContext) -> TurnOutcome {
        if let activity = suggestion.userActivity {
            return TurnOutcome(replies: continueActivity(activity, of: suggestion.app, in: context))
        }
        guard let intentID = suggestion.intentID, let intent = context.catalog.intent(id: intentID) else {
            return TurnOutcome(replies: [.problem("\(suggestion.app) no longer offers “\(suggestion.title)”.")])
        }
        var run = IntentRun(appName: intent.app.name, driver: intent.intent.driver(), in: context)
        run.fill(suggestion.parameters, onlyWhereEmpty: false)
        let trace = Reply.trace(.matched(MatchedIntent(app: intent.app.name, intent: run.driver.title, source: .suggestion(number))))
        return Self.outcome([trace] + advance(&run, in: context), in: context)
    }

    /// "Wallet continues “This month's budget”:" and the screen the app shows for it.
    private func continueActivity(_ activity: UserActivity, of appName: String, in context: TurnContext) -> [Reply] {
        guard let app = context.catalog.app(named: appName) else {
            return [.problem("\(appName) is no longer installed.")]
        }
        do {
            let screen = try app.screen(continuing: activity, records: context.store.records(ofApp: app.name), now: context.now)
            let lines = screen.items.isEmpty ? [screen.emptyMessage] : screen.items.map(\.text)
            return [.trace(.continuedActivity(app: app.name, type: activity.type)), .say("\(app.name) continues “\(activity.title)”:")]
                + lines.map { .say("  \($0)") }
        } catch {
            return [.problem("\(app.name) could not continue “\(activity.title)”: \(error)")]
        }
    }
}
