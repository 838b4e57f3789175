import HarkKit

/// resolve → confirm → handle, from wherever the run stands until it needs the person again.
extension Conversation {
    mutating func advance(_ run: inout IntentRun, in context: TurnContext) -> [Reply] {
        var replies: [Reply] = []
        let entries = run.driver.parameters.entries
        while run.position < entries.count {
            let entry = entries[run.position]
            let (name, parameter) = (entry.name, entry.parameter)
            if run.confirmed.contains(name) {
                run.position += 1
                continue
            }
            let resolution = run.driver.resolve(name, in: run.context)
            replies.append(.trace(Self.resolved(name, resolution, current: parameter.anyValue)))
            switch resolution {
            case .success(let value):
                parameter.assign(value)
                moveOn(&run)
            case .notRequired:
                moveOn(&run)
            case .needsValue(let dialog):
                // A value the app was given but still needs another for (“0” ounces): say why.
                if dialog == nil, let given = parameter.anyValue {
                    replies.append(.say(HarkWording.valueNotUsable(given.spokenText, title: parameter.title)))
                }
                parameter.assign(nil)
                return replies + ask(.value(parameter: entry, prompt: Self.prompt(for: parameter, dialog)), in: &run)
            case .disambiguation(let options, _) where options.isEmpty:
                // Nothing to pick from (no car stored yet): asking would leave no answer to give.
                finish()
                return replies + [.say(HarkWording.nothingToChoose(parameter.title))]
            case .disambiguation(let options, let dialog):
                let question = HarkWording.whichOne(options.map(\.spokenText), asking: dialog?.full)
                return replies + ask(.pick(parameter: entry, options: options, prompt: question), in: &run)
            case .confirmationRequired(let value, let dialog, let snippet):
                let question = dialog?.full ?? HarkWording.confirmValue(value.spokenText)
                return replies + (snippet.map { [.snippet($0)] } ?? [])
                    + ask(.confirmValue(parameter: entry, value: value, prompt: question), in: &run)
            case .unsupported(let dialog):
                parameter.assign(nil)
                replies.append(.say(dialog.full))
                return replies + ask(.value(parameter: entry, prompt: Self.prompt(for: parameter, nil)), in: &run)
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
        if let asked = question.parameter, !question.isConfirmation { run.askedParameters.insert(asked.name) }
        keep(run)
        return [.ask(question.prompt)]
    }

    private func moveOn(_ run: inout IntentRun) {
        run.position += 1
        run.failures = 0
        run.question = nil
    }

    static func prompt(for parameter: any AnyParameter, _ dialog: Dialog?) -> String {
        dialog?.full ?? parameter.prompt?.full ?? HarkWording.whatValue(parameter.title)
    }

    private mutating func confirmAndHandle(_ run: inout IntentRun, in context: TurnContext) -> [Reply] {
        if run.isPerforming { return handle(&run, in: context) }
        if ReadBack.isNeeded(run, in: context.index) {
            return [.trace(.readBack(.askUser))] + ask(.readBack(prompt: ReadBack.question(for: run, in: context.index)), in: &run)
        }
        if run.driver.performs {
            return [.trace(.performed(.start))] + run.driver.declaration.deviceNotes.map { .trace(.onDevice($0)) }
                + handle(&run, in: context)
        }
        if case .confirmIntent = run.question {
            run.question = nil
            return handle(&run, in: context)
        }
        let confirmation = run.driver.confirm(in: run.context)
        switch confirmation {
        case .ready:
            return [.trace(.confirmed(.ready))] + handle(&run, in: context)
        case .failure(let dialog):
            finish()
            return [.trace(.confirmed(.failure)), .say(dialog.full)] + (dialog.supporting.map { [.supporting($0)] } ?? [])
        case .askUser where ReadBack.isAgreed(run, in: context.index):
            return [.trace(.confirmed(.yes))] + handle(&run, in: context)
        case .askUser(let dialog, let snippet):
            run.question = .confirmIntent(prompt: dialog.full)
            keep(run)
            return [.trace(.confirmed(.askUser))] + (snippet.map { [.snippet($0)] } ?? []) + [.ask(dialog.full)]
        }
    }

    /// Runs the work step: handle, or an App Intent's `perform` started or resumed.
    mutating func handle(_ run: inout IntentRun, in context: TurnContext) -> [Reply] {
        work(&run, answer: .answered, in: context)
    }

    /// The replies to a run whose work succeeded: traces of what it wrote, its dialog and card,
    /// and a Siri Tip. Its writes join the turn's, for the session to commit; the replies begin
    /// with the success trace, from which a commit that fails takes them back.
    func succeeded(_ run: IntentRun, saying result: ResultContents, wrote writes: RunWrites, in context: TurnContext) -> [Reply] {
        if run.requests.updatedAppShortcutParameters { writes.set(setting: ReportedEntities.settingKey(for: run.appName), to: "yes") }
        writes.donate(run.driver)
        var replies: [Reply] = [.trace(run.driver.workStep == .perform ? .performed(.success) : .handled(.success))]
        let app = context.catalog.app(named: run.appName)
        replies += writes.collections.map { .trace(.stored(StoredRecordName($0, keptBy: app), app: run.appName)) }
        replies += writes.traces
        if run.requests.updatedAppShortcutParameters {
            replies.append(.trace(.appShortcutParametersUpdated(app: run.appName)))
        }
        if let dialog = result.dialog {
            replies += Self.saying(dialog)
        } else if result.opensIntent == nil || result.value != nil {
            replies += Self.saying(Dialog(full: HarkWording.done(returning: result.value)))
        }
        if let snippet = result.snippet { replies.append(.snippet(snippet)) }
        if let tip = SiriTip.after(run, in: context) {
            writes.tip = tip
            replies.append(.supporting(tip.text))
        }
        context.writes.add(writes)
        return replies + writes.warnings
    }

    /// A dialog as replies: its sentence, then its supporting line.
    static func saying(_ dialog: Dialog) -> [Reply] {
        [.say(dialog.full)] + (dialog.supporting.map { [.supporting($0)] } ?? [])
    }
}
