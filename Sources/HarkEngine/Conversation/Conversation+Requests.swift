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
            guard let name = run.parameterName(storage: storage) else { return Self.unknownParameter(run) }
            run.driver.parameters.named(name)?.assign(nil)
            let prompt = request.dialog?.full ?? valuePrompt(name, in: run)
            return [.trace(.asked(.value(parameter: name), by: step))] + ask(.value(parameter: name, prompt: prompt), in: &run)
        case .disambiguation(let storage, let options):
            guard let name = run.parameterName(storage: storage) else { return Self.unknownParameter(run) }
            let prompt = HarkWording.whichOne(options.map(\.spokenText), asking: request.dialog?.full)
            return [.trace(.asked(.disambiguation(parameter: name), by: step))]
                + ask(.pick(parameter: name, options: options, prompt: prompt), in: &run)
        case .confirmation:
            let prompt = request.dialog?.full ?? HarkWording.confirmIntent(run.driver.title)
            let action = request.actionName.flatMap { $0 == .continue ? nil : $0 }
            return [.trace(.asked(.confirmation, by: step))] + (request.snippet.map { [.snippet($0)] } ?? [])
                + ask(.confirmRequest(prompt: action.map { HarkWording.confirm(prompt, action: $0) } ?? prompt, action: action), in: &run)
        case .valueConfirmation(let storage, let value):
            guard let name = run.parameterName(storage: storage) else { return Self.unknownParameter(run) }
            let prompt = request.dialog?.full ?? HarkWording.confirmValue(value.spokenText)
            return [.trace(.asked(.valueConfirmation(parameter: name), by: step))] + ask(.confirmRequest(prompt: prompt), in: &run)
        }
    }

    /// Keeps an answered value; while handle is asking, notes that its request was answered.
    func accept(_ value: any ParameterValue, for name: String, in run: inout IntentRun) {
        guard let parameter = run.driver.parameters.named(name) else { return }
        parameter.assign(value)
        if run.isPerforming { run.requests.noteAnswer(for: parameter) }
    }

    private static func unknownParameter(_ run: IntentRun) -> [Reply] {
        [.trace(.handled(.error)), .say(HarkWording.notSaved(RequestError(intent: run.driver.title)))]
    }
}

extension IntentRun {
    /// The name of the parameter whose storage a request names.
    func parameterName(storage: ObjectIdentifier) -> String? {
        driver.parameters.entries.first { $0.parameter.storageID == storage }?.name
    }
}

/// A request for a parameter the intent does not declare.
private struct RequestError: Error, CustomStringConvertible {
    let intent: String
    var description: String { "\(intent) asked about a parameter it does not have." }
}
