import Foundation
import HarkKit

/// An intent between its match and its handle: the parameters left and the question in flight.
struct IntentRun: Sendable {
    /// A parameter as the intent declares it: its name and the parameter itself.
    typealias Parameter = IntentParameters.Entry

    /// What was asked of the person and is waiting for an answer; a question about a parameter
    /// holds the parameter, so answering it looks nothing up.
    enum Question: Sendable {
        case value(parameter: Parameter, prompt: String)
        case pick(parameter: Parameter, options: [any ParameterValue], prompt: String)
        case confirmValue(parameter: Parameter, value: any ParameterValue, prompt: String)
        case confirmIntent(prompt: String)
        /// A yes/no question the handle step asked (`requestConfirmation`), answered also by
        /// the words of its action (“book”, “cancel”) when it names one.
        case confirmRequest(prompt: String, action: ConfirmationActionName? = nil)
        /// What was heard, said back before a consequential run goes on (`ReadBack`).
        case readBack(prompt: String)

        var prompt: String {
            switch self {
            case .value(_, let prompt), .pick(_, _, let prompt), .confirmValue(_, _, let prompt),
                .confirmIntent(let prompt), .confirmRequest(let prompt, _), .readBack(let prompt):
                prompt
            }
        }

        /// Whether this asks the same kind of thing about the same parameter as `other`.
        func repeats(_ other: Question) -> Bool {
            switch (self, other) {
            case (.value, .value), (.pick, .pick), (.confirmValue, .confirmValue), (.confirmIntent, .confirmIntent):
                parameter?.name == other.parameter?.name
            case (.confirmRequest, .confirmRequest), (.readBack, .readBack):
                prompt == other.prompt
            default:
                false
            }
        }

        var isConfirmation: Bool {
            switch self {
            case .confirmValue, .confirmIntent, .confirmRequest, .readBack: true
            case .value, .pick: false
            }
        }

        var parameter: Parameter? {
            switch self {
            case .value(let parameter, _), .pick(let parameter, _, _), .confirmValue(let parameter, _, _): parameter
            case .confirmIntent, .confirmRequest, .readBack: nil
            }
        }
    }

    let appName: String
    let driver: IntentDriver
    /// The parameter being resolved, by its place among the driver's, in declaration order.
    var position = 0
    var question: Question?
    /// Unusable or refused answers to the current question.
    var failures = 0
    /// Parameters whose value the person confirmed; not resolved again.
    var confirmed: Set<String> = []
    /// Set once handle asked something: answers then go straight back to handle.
    var isPerforming = false
    /// The answers to handle's own requests, as the intent reads them.
    let requests = IntentRequestLedger()
    /// An App Intent's `perform` waiting for the answer to its request.
    var coroutine: WorkCoroutine?
    /// Parameters the person was asked for (a value or a pick), for the Siri Tip.
    var askedParameters: Set<String> = []
    /// False for a user shortcut: the person chose what it asks.
    var offersSiriTip = true
    /// How many intents before this one were each opened by the result of the one before.
    var openedInARow = 0
    /// Whether values came from speech, and whether the person agreed to them read back.
    var heard = HeardValues()

    /// The run's write buffer this turn; made once a turn, with `context`.
    private(set) var writes: RunWrites
    /// What the run's steps see this turn (now, the place, its records through `writes`): the
    /// one context of the turn for availability, resolve, confirm and the work.
    private(set) var context: IntentContext

    init(appName: String, driver: IntentDriver, in turn: TurnContext) {
        self.appName = appName
        self.driver = driver
        (writes, context) = Self.context(appName: appName, requests: requests, in: turn)
    }

    /// Makes the run's context and write buffer for a new turn.
    mutating func enter(_ turn: TurnContext) {
        (writes, context) = Self.context(appName: appName, requests: requests, in: turn)
    }

    private static func context(
        appName: String, requests: IntentRequestLedger, in turn: TurnContext
    ) -> (RunWrites, IntentContext) {
        let writes = RunWrites(appName: appName, turn: turn)
        let context = IntentContext(
            now: turn.now, location: turn.location, records: writes, requests: requests, relevantShortcuts: writes,
            donations: writes)
        return (writes, context)
    }

    /// Slot vocabularies of the parameters a phrase or an answer can fill.
    var vocabularies: [String: SlotVocabulary] {
        var vocabularies: [String: SlotVocabulary] = [:]
        for entry in driver.parameters.entries {
            if let vocabulary = SlotVocabulary(entry.parameter.valueKind) { vocabularies[entry.name] = vocabulary }
        }
        return vocabularies
    }

    /// The parameters that take a number, and the words that name each.
    var numberTargets: [NumberAssignment.Target] {
        driver.parameters.entries.filter { [.integer, .number].contains($0.parameter.valueKind) }
            .map { NumberAssignment.Target(name: $0.name, parameter: $0.parameter) }
    }

    /// Fills parameters from answers; unknown names, answers of the wrong kind and entities the
    /// app no longer has are ignored.
    func fill(_ answers: [String: AnswerValue], onlyWhereEmpty: Bool) {
        for (name, answer) in answers {
            guard let parameter = driver.parameters.named(name) else { continue }
            if onlyWhereEmpty && parameter.anyValue != nil { continue }
            if let query = parameter.entityQuery {
                let ids = answer.choiceIDs
                guard !ids.isEmpty else { continue }
                // Left empty when the entity is gone or cannot be read now: resolve then asks for it,
                // and a store that fails is reported by the next read or write of the run.
                guard let entities = try? query.entities(for: ids, in: context), let first = entities.first else { continue }
                if parameter.isList { parameter.assign(items: entities) } else { parameter.assign(first) }
            } else if let value = parameter.value(from: Self.typed(answer, for: parameter, now: context.now)) {
                parameter.assign(value)
            }
        }
    }
}

extension IntentRun {
    /// A day word a phrase filled ("tomorrow") as the day it names now, a yes/no said outside the
    /// phrase ("true" of "with a coach") as the yes or no; other answers as they are.
    static func typed(_ answer: AnswerValue, for parameter: any AnyParameter, now: Date) -> AnswerValue {
        if parameter.valueKind == .boolean, case .choice(let word) = answer { return .boolean(word == "true") }
        guard parameter.valueKind == .date, case .choice(let word) = answer,
            let day = DayWords.day(in: word, today: Day(now))
        else { return answer }
        return .date(day.iso)
    }
}

extension AnswerValue {
    /// The identifiers of a choice, or of a list of choices; empty for any other answer.
    var choiceIDs: [String] {
        switch self {
        case .choice(let id): [id]
        case .list(let items): items.flatMap(\.choiceIDs)
        default: []
        }
    }
}

extension SlotFill {
    /// The answer a slot value stands for.
    var answer: AnswerValue {
        switch self {
        case .number(let value): .integer(value)
        case .decimal(let value): .number(value)
        case .value(let id): .choice(id: id)
        case .list(let items): .list(items.map(\.answer))
        case .text(let words): .text(words)
        }
    }
}
