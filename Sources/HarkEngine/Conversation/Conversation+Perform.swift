import HarkKit

/// An App Intent's `perform`, driven as a coroutine: started once every required parameter has
/// a value, suspended at each request while the person answers, resumed with the answer. Its
/// writes are committed in one transaction when it succeeds; cancelling, declining or an error
/// drops them.
extension Conversation {
    /// How many intents, each opened by the one before, one utterance may run.
    static let maximumOpenedIntents = 8

    mutating func perform(_ run: inout IntentRun, answer: RequestAnswer, in context: TurnContext) -> [Reply] {
        finish()
        let coroutine: PerformCoroutine
        let event: PerformCoroutine.Event
        if let running = run.coroutine {
            coroutine = running
            event = running.resume(with: answer)
        } else {
            coroutine = PerformCoroutine(
                run.driver, context: Self.intentContext(for: run, in: context).context,
                records: PendingRecords(base: context.store.records(ofApp: run.appName)))
            run.coroutine = coroutine
            event = coroutine.start()
        }
        switch event {
        case .request(let request):
            return ask(request, from: &run, in: context)
        case .finished(let outcome):
            run.coroutine = nil
            return finished(&run, outcome, of: coroutine, in: context)
        }
    }

    private mutating func finished(
        _ run: inout IntentRun, _ outcome: Result<any IntentResult, any Error>, of coroutine: PerformCoroutine,
        in context: TurnContext
    ) -> [Reply] {
        let records = coroutine.records
        let result: ResultContents
        do {
            result = try outcome.get().contents
        } catch let request as IntentRequest {
            return [.trace(.performed(.threwRequest))] + ask(request, from: &run, in: context)
        } catch is ConfirmationDeclined {
            return [.trace(.performed(.declined)), .say(HarkWording.notDone)]
        } catch is CancellationError {
            return [.trace(.performed(.cancelled)), .say(HarkWording.cancelled)]
        } catch {
            guard let dialog = Dialog(error: error) else { return [.trace(.performed(.error)), .say(HarkWording.notSaved(error))] }
            return [.trace(.performed(.error))] + Self.saying(dialog)
        }
        let effects = RunEffects(
            appName: run.appName, catalog: context.catalog, store: context.store, now: context.now, location: context.location)
        do {
            try context.store.inTransaction {
                try records.flush(to: context.store.records(ofApp: run.appName))
                try coroutine.effects.apply(to: effects)
                if run.requests.updatedAppShortcutParameters {
                    try context.store.setSetting(ReportedEntities.settingKey(for: run.appName), to: "yes")
                }
                try effects.donate(run.driver, location: context.location)
            }
        } catch {
            return [.trace(.performed(.error)), .say(HarkWording.notSaved(error))]
        }
        let replies = succeeded(run, saying: result, wrote: records.collections, effects: effects, in: context)
        guard let opened = result.opensIntent else { return replies }
        return replies + open(opened, after: run, in: context)
    }

    /// Runs the intent a result opened, in the same app: it asks for what it still needs, then
    /// performs. A chain of intents opening intents stops after `maximumOpenedIntents`.
    private mutating func open(_ intent: any AppIntent, after run: IntentRun, in context: TurnContext) -> [Reply] {
        var next = IntentRun(appName: run.appName, driver: InstalledIntent.driver(opening: intent))
        next.offersSiriTip = false
        next.openedInARow = run.openedInARow + 1
        guard next.openedInARow <= Self.maximumOpenedIntents else {
            return [.say(HarkWording.tooManyOpened(by: run.driver.title, count: Self.maximumOpenedIntents))]
        }
        let source = MatchedIntent.Source.openedBy(run.driver.title)
        return [.trace(.matched(MatchedIntent(app: run.appName, intent: next.driver.title, source: source)))]
            + advance(&next, in: context)
    }
}
