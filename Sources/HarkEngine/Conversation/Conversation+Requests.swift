import HarkKit

/// Questions the handle step or `perform` asks (requestValue, needsValueError,
/// requestDisambiguation, requestConfirmation): asked like any other; then handle runs again,
/// or `perform` resumes.
extension Conversation {
    mutating func ask(_ request: IntentRequest, from run: inout IntentRun, in context: TurnContext) -> [Reply] {
        run.isPerforming = true
        let step = run.driver.workStep
        switch request.kind {
        case .value(let storage):
            guard let asked = run.parameter(storage: storage) else { return Self.unknownParameter(run) }
            asked.parameter.assign(nil)
            let prompt = Self.prompt(for: asked.parameter, request.dialog)
            return [.trace(.asked(.value(parameter: asked.name), by: step))] + ask(.value(parameter: asked, prompt: prompt), in: &run)
        case .disambiguation(let storage, let options):
            guard let asked = run.parameter(storage: storage) else { return Self.unknownParameter(run) }
            if options.isEmpty {
                finish()
                return [.trace(.asked(.disambiguation(parameter: asked.name), by: step)),
                        .say(HarkWording.nothingToChoose(asked.parameter.title))]
            }
            let prompt = HarkWording.whichOne(options.map(\.spokenText), asking: request.dialog?.full)
            return [.trace(.asked(.disambiguation(parameter: asked.name), by: step))]
                + ask(.pick(parameter: asked, options: options, prompt: prompt), in: &run)
        case .confirmation where ReadBack.isAgreed(run, in: context.index):
            return [.trace(.requestConfirmed(true))] + work(&run, answer: .confirmed(true), in: context)
        case .confirmation:
            let prompt = request.dialog?.full ?? HarkWording.confirmIntent(run.driver.title)
            let action = request.actionName.flatMap { $0 == .continue ? nil : $0 }
            return [.trace(.asked(.confirmation, by: step))] + (request.snippet.map { [.snippet($0)] } ?? [])
                + ask(.confirmRequest(prompt: action.map { HarkWording.confirm(prompt, action: $0) } ?? prompt, action: action), in: &run)
        case .valueConfirmation(let storage, let value):
            guard let asked = run.parameter(storage: storage) else { return Self.unknownParameter(run) }
            let prompt = request.dialog?.full ?? HarkWording.confirmValue(value.spokenText)
            return [.trace(.asked(.valueConfirmation(parameter: asked.name), by: step))] + ask(.confirmRequest(prompt: prompt), in: &run)
        }
    }

    /// Keeps an answered value; while handle is asking, notes that its request was answered.
    func accept(_ value: any ParameterValue, for asked: IntentRun.Parameter, in run: inout IntentRun) {
        asked.parameter.assign(value)
        if run.isPerforming { run.requests.noteAnswer(for: asked.parameter) }
    }

    private static func unknownParameter(_ run: IntentRun) -> [Reply] {
        [.trace(.handled(.error)), .say(HarkWording.notSaved(RequestError(intent: run.driver.title)))]
    }
}

extension IntentRun {
    /// The parameter whose storage a request names.
    func parameter(storage: ObjectIdentifier) -> Parameter? {
        driver.parameters.entries.first { $0.parameter.storageID == storage }
    }
}

/// A request for a parameter the intent does not declare.
private struct RequestError: Error, CustomStringConvertible {
    let intent: String
    var description: String { "\(intent) asked about a parameter it does not have." }
}
