import HarkKit

/// resolve → confirm → handle, from wherever the run stands until it needs the person again.
extension Conversation {
    mutating func advance(_ run: inout IntentRun, in context: TurnContext) -> [Reply] {
        var replies: [Reply] = []
        let intentContext = Self.intentContext(for: run, in: context).context
        while run.position < run.order.count {
            let name = run.order[run.position]
            if run.confirmed.contains(name) {
                run.position += 1
                continue
            }
            let resolution = run.driver.resolve(name, in: intentContext)
            replies.append(.trace(Self.resolved(name, resolution, current: run.driver.parameters.named(name)?.anyValue)))
            switch resolution {
            case .success(let value):
                run.driver.parameters.named(name)?.assign(value)
                moveOn(&run)
            case .notRequired:
                moveOn(&run)
            case .needsValue(let dialog):
                // A value the app was given but still needs another for (“0” ounces): say why.
                if dialog == nil, let parameter = run.driver.parameters.named(name), let given = parameter.anyValue {
                    replies.append(.say(HarkWording.valueNotUsable(given.spokenText, title: parameter.title)))
                }
                run.driver.parameters.named(name)?.assign(nil)
                return replies + ask(.value(parameter: name, prompt: prompt(for: name, dialog, in: run)), in: &run)
            case .disambiguation(let options, let dialog):
                let question = HarkWording.whichOne(options.map(\.spokenText), asking: dialog?.full)
                return replies + ask(.pick(parameter: name, options: options, prompt: question), in: &run)
            case .confirmationRequired(let value, let dialog, let snippet):
                let question = dialog?.full ?? HarkWording.confirmValue(value.spokenText)
                return replies + (snippet.map { [.snippet($0)] } ?? [])
                    + ask(.confirmValue(parameter: name, value: value, prompt: question), in: &run)
            case .unsupported(let dialog):
                run.driver.parameters.named(name)?.assign(nil)
                replies.append(.say(dialog.full))
                return replies + ask(.value(parameter: name, prompt: prompt(for: name, nil, in: run)), in: &run)
            }
        }
        return replies + confirmAndHandle(&run, in: context)
    }

    /// The trace of a resolve step: the value it settled on (or the one the parameter holds), and its outcome.
    private static func resolved(_ name: String, _ resolution: AnyResolution, current: (any ParameterValue)?) -> TraceEvent {
        let value: (any ParameterValue)? =
            switch resolution {
            case .success(let value), .confirmationRequired(let value, _, _): value
            default: current
            }
        return .resolved(parameter: name, value: value?.spokenText, outcome: ResolutionOutcome(resolution))
    }

    /// Asks a question, counting it as a failure when it repeats the one before.
    mutating func ask(_ question: IntentRun.Question, in run: inout IntentRun) -> [Reply] {
        if let previous = run.question, question.repeats(previous) {
            run.failures += 1
            if run.failures >= Self.maximumFailures {
                finish()
                return [.say(HarkWording.givingUp)]
            }
        }
        run.question = question
        if let name = question.parameter, !question.isConfirmation { run.askedParameters.insert(name) }
        keep(run)
        return [.ask(question.prompt)]
    }

    private func moveOn(_ run: inout IntentRun) {
        run.position += 1
        run.failures = 0
        run.question = nil
    }

    private func prompt(for name: String, _ dialog: Dialog?, in run: IntentRun) -> String {
        if let dialog { return dialog.full }
        guard let parameter = run.driver.parameters.named(name) else { return HarkWording.whatValue(name) }
        return parameter.prompt?.full ?? HarkWording.whatValue(parameter.title)
    }

    private mutating func confirmAndHandle(_ run: inout IntentRun, in context: TurnContext) -> [Reply] {
        if run.isPerforming { return handle(&run, in: context) }
        if run.driver.performs {
            return [.trace(.performed(.start))] + run.driver.declaration.deviceNotes.map { .trace(.onDevice($0)) }
                + handle(&run, in: context)
        }
        if case .confirmIntent = run.question {
            run.question = nil
            return handle(&run, in: context)
        }
        let confirmation = run.driver.confirm(in: Self.intentContext(for: run, in: context).context)
        switch confirmation {
        case .ready:
            return [.trace(.confirmed(.ready))] + handle(&run, in: context)
        case .failure(let dialog):
            finish()
            return [.trace(.confirmed(.failure)), .say(dialog.full)] + (dialog.supporting.map { [.supporting($0)] } ?? [])
        case .askUser(let dialog, let snippet):
            run.question = .confirmIntent(prompt: dialog.full)
            keep(run)
            return [.trace(.confirmed(.askUser))] + (snippet.map { [.snippet($0)] } ?? []) + [.ask(dialog.full)]
        }
    }

    /// Runs handle in one transaction: what a success wrote is committed before its reply is
    /// returned; a failure, an error or a request (a question from inside handle) writes nothing.
    /// An App Intent's `perform` is started or resumed instead.
    mutating func handle(_ run: inout IntentRun, in context: TurnContext) -> [Reply] {
        if run.driver.performs { return perform(&run, answer: .answered, in: context) }
        finish()
        let (intentContext, writes, effects) = Self.intentContext(for: run, in: context)
        do {
            let result = try context.store.inTransaction {
                let result = try run.driver.handle(in: intentContext).contents
                if !result.succeeded { throw HandleFailure(result: result) }
                if run.requests.updatedAppShortcutParameters {
                    try context.store.setSetting(ReportedEntities.settingKey(for: run.appName), to: "yes")
                }
                try effects.donate(run.driver, location: context.location)
                return result
            }
            return succeeded(run, saying: result, wrote: writes.entries, effects: effects, in: context)
        } catch let request as IntentRequest {
            return ask(request, from: &run, in: context)
        } catch let failure as HandleFailure {
            var replies: [Reply] = [.trace(.handled(.failure))]
            if let dialog = failure.result.dialog { replies += Self.saying(dialog) }
            return replies
        } catch {
            return [.trace(.handled(.error)), .say(HarkWording.notSaved(error))]
        }
    }

    /// The replies to a run whose work succeeded and was committed: traces of what it wrote,
    /// its dialog and card, and a Siri Tip.
    mutating func succeeded(
        _ run: IntentRun, saying result: ResultContents, wrote collections: [String], effects: RunEffects,
        in context: TurnContext
    ) -> [Reply] {
        var replies: [Reply] = [.trace(run.driver.workStep == .perform ? .performed(.success) : .handled(.success))]
        let app = context.catalog.app(named: run.appName)
        replies += collections.map { .trace(.stored(StoredRecordName($0, keptBy: app), app: run.appName)) }
        replies += effects.traces
        if run.requests.updatedAppShortcutParameters {
            appsThatUpdatedShortcutParameters.insert(run.appName)
            replies.append(.trace(.appShortcutParametersUpdated(app: run.appName)))
        }
        if let dialog = result.dialog {
            replies += Self.saying(dialog)
        } else if result.opensIntent == nil || result.value != nil {
            replies += Self.saying(Dialog(full: HarkWording.done(returning: result.value)))
        }
        if let snippet = result.snippet { replies.append(.snippet(snippet)) }
        if let tip = SiriTip.after(run, in: context) { replies.append(.supporting(tip)) }
        return replies + effects.warnings
    }

    /// A dialog as replies: its sentence, then its supporting line.
    static func saying(_ dialog: Dialog) -> [Reply] {
        [.say(dialog.full)] + (dialog.supporting.map { [.supporting($0)] } ?? [])
    }

    static func intentContext(
        for run: IntentRun, in context: TurnContext
    ) -> (context: IntentContext, writes: WriteLog, effects: RunEffects) {
        let writes = WriteLog(base: context.store.records(ofApp: run.appName))
        let effects = RunEffects(appName: run.appName, catalog: context.catalog, store: context.store, now: context.now, location: context.location)
        let intentContext = IntentContext(
            now: context.now, location: context.location, records: writes, requests: run.requests,
            relevantShortcuts: effects, donations: effects)
        return (intentContext, writes, effects)
    }
}

/// A handle step that answered with a failure: its writes are rolled back.
private struct HandleFailure: Error {
    let result: ResultContents
}
