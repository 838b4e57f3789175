import HarkKit

/// An App Intent's `perform`, driven as a coroutine: started once every required parameter has
/// a value, suspended at each request while the person answers, resumed with the answer. Its
/// writes are committed in one transaction when it succeeds; cancelling, declining or an error
/// drops them.
extension Conversation {
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
        return succeeded(run, saying: result, wrote: records.collections, effects: effects, in: context)
    }
}
