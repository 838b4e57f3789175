import HarkKit

/// The work step, either dialect's, driven as a coroutine (`WorkCoroutine`): started once every
/// required parameter has a value; a `perform` is suspended at each request while the person
/// answers and resumed with the answer, a handle step throws its requests and runs again once
/// they are answered. What it wrote is committed by the session when it succeeds; a failure,
/// an error, cancelling or declining drops it.
extension Conversation {
    /// How many intents, each opened by the one before, one utterance may run.
    static let maximumOpenedIntents = 8

    mutating func work(_ run: inout IntentRun, answer: RequestAnswer, in context: TurnContext) -> [Reply] {
        finish()
        let coroutine: WorkCoroutine
        let event: WorkCoroutine.Event
        if let running = run.coroutine {
            coroutine = running
            event = running.resume(with: answer)
        } else {
            coroutine = WorkCoroutine(run.driver, context: run.context, writes: run.writes)
            run.coroutine = coroutine
            event = coroutine.start()
        }
        switch event {
        case .request(let request):
            return ask(request, from: &run, in: context)
        case .finished(let outcome):
            run.coroutine = nil
            if let failure = coroutine.writes.failure { context.writes.note(failure) }
            return finished(&run, outcome, of: coroutine, in: context)
        }
    }

    private mutating func finished(
        _ run: inout IntentRun, _ outcome: Result<any IntentResult, any Error>, of coroutine: WorkCoroutine,
        in context: TurnContext
    ) -> [Reply] {
        let result: ResultContents
        do {
            result = try outcome.get().contents
        } catch {
            return failed(&run, error, in: context)
        }
        // Only a handle step's result can say it failed.
        guard result.succeeded else {
            return [.trace(.handled(.failure))] + (result.dialog.map(Self.saying) ?? [])
        }
        let replies = succeeded(run, saying: result, wrote: coroutine.writes, in: context)
        guard let opened = result.opensIntent else { return replies }
        return replies + open(opened, after: run, in: context)
    }

    /// The replies to work that threw: a request is asked (and the work runs again once it is
    /// answered); anything else ends the run with nothing saved.
    private mutating func failed(_ run: inout IntentRun, _ error: any Error, in context: TurnContext) -> [Reply] {
        if let failure = error as? any StoreFailure { context.writes.note(failure) }
        guard run.driver.performs else {
            if let request = error as? IntentRequest { return ask(request, from: &run, in: context) }
            return [.trace(.handled(.error)), .say(HarkWording.notSaved(error))]
        }
        switch error {
        case let request as IntentRequest:
            return [.trace(.performed(.threwRequest))] + ask(request, from: &run, in: context)
        case is ConfirmationDeclined:
            return [.trace(.performed(.declined)), .say(HarkWording.notDone)]
        case is CancellationError:
            return [.trace(.performed(.cancelled)), .say(HarkWording.cancelled)]
        default:
            guard let dialog = Dialog(error: error) else { return [.trace(.performed(.error)), .say(HarkWording.notSaved(error))] }
            return [.trace(.performed(.error))] + Self.saying(dialog)
        }
    }

    /// Runs the intent a result opened, in the same app: it asks for what it still needs, then
    /// performs. A chain of intents opening intents stops after `maximumOpenedIntents`.
    private mutating func open(_ intent: any AppIntent, after run: IntentRun, in context: TurnContext) -> [Reply] {
        var next = IntentRun(appName: run.appName, driver: InstalledIntent.driver(opening: intent), in: context)
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
