import HarkKit

/// Reading the person's answer to the question in flight.
extension Conversation {
    mutating func answer(_ text: String, in run: inout IntentRun, context: TurnContext) -> [Reply] {
        guard let question = run.question else { return advance(&run, in: context) }
        if UniversalWords.fold(text).isEmpty {
            if text.allSatisfy(\.isWhitespace) { return [.ask(question.prompt)] }
            return [.say(HarkWording.noWords)] + retry(question, in: &run, withHint: false)
        }
        let meaning = UniversalWords.meaning(of: text)
        switch meaning {
        case .cancel:
            finish()
            return [.trace(.cancelled), .say(HarkWording.cancelled)]
        case .help:
            return [.say(hint(for: question, in: run)), .ask(question.prompt)]
        default:
            break
        }
        // "thanks", "bye": no answer, to a name's question too; the question is asked again.
        // ("ok thanks" is a yes.)
        if meaning == nil, Closings.reply(to: text, appNames: context.index.spokenAppNames) != nil {
            return [.ask(question.prompt)]
        }
        switch question {
        case .value, .pick: run.heard.note(context.heard)
        default: break
        }
        switch question {
        case .value(let asked, _):
            if let replies = answerList(text, for: asked, in: &run, context: context) { return replies }
            if let query = asked.parameter.entityQuery {
                return answerEntity(text, for: asked, query: query, in: &run, context: context)
            }
            return answerValue(text, for: asked, in: &run, context: context)
        case .pick(let asked, let options, _):
            if [.no, .neither].contains(UniversalWords.meaning(of: text)) {
                finish()
                return [.trace(.pickedNone), .say(HarkWording.noneChosen)]
            }
            guard let choice = pick(text, among: options, for: asked, in: run) else {
                return retry(question, in: &run)
            }
            accept(choice, for: asked, in: &run)
            return advance(&run, in: context)
        case .confirmValue(let asked, let value, _):
            switch UniversalWords.meaning(of: text) {
            case .yes:
                asked.parameter.assign(value)
                run.confirmed.insert(asked.name)
                return advance(&run, in: context)
            case .no:
                asked.parameter.assign(nil)
                return ask(.value(parameter: asked, prompt: Self.prompt(for: asked.parameter, nil)), in: &run)
            default:
                return retry(question, in: &run)
            }
        case .confirmIntent:
            switch UniversalWords.meaning(of: text) {
            case .yes:
                return [.trace(.confirmed(.yes))] + handle(&run, in: context)
            case .no:
                finish()
                return [.trace(.confirmed(.no)), .say(HarkWording.notDone)]
            default:
                return retry(question, in: &run)
            }
        case .readBack(let prompt):
            switch UniversalWords.meaning(of: text) {
            case .yes:
                run.heard.agreedTo = prompt
                run.question = nil
                return [.trace(.readBack(.yes))] + advance(&run, in: context)
            case .no:
                finish()
                return [.trace(.readBack(.no)), .say(HarkWording.notDone)]
            default:
                return retry(question, in: &run)
            }
        case .confirmRequest(let prompt, let action):
            switch action?.meaning(of: text) ?? UniversalWords.meaning(of: text) {
            case .yes where run.coroutine != nil:
                return [.trace(.requestConfirmed(true))] + work(&run, answer: .confirmed(true), in: context)
            case .no where run.coroutine != nil:
                return [.trace(.requestConfirmed(false))] + work(&run, answer: .confirmed(false), in: context)
            case .yes:
                run.requests.noteConfirmation(of: Dialog(full: prompt))
                return [.trace(.requestConfirmed(true))] + handle(&run, in: context)
            case .no:
                finish()
                return [.trace(.requestConfirmed(false)), .say(HarkWording.notDone)]
            default:
                return retry(question, in: &run)
            }
        }
    }

    /// What the matcher runs for `text` when it is a request said instead of the value asked for:
    /// it reads as no value of the parameter and as a request Hark would run ("send my new
    /// address to the bank in Movara" when a day was asked), or it names an app and fits a
    /// request well enough to run, whatever value it says too ("Pay 12 dollars at the bakery with
    /// my credit card in Wallet" when the card was asked, asked about as it is consequential).
    /// A near request is an answer ("book it for friday in Tables" when the day was asked). At
    /// a list ("Which one: Calming, Walking, …?") the same holds, an option picked being the
    /// answer. Nil for any other answer.
    func requestInsteadOfAnswer(_ text: String, to run: IntentRun, in context: TurnContext) -> MatchDecision? {
        guard UniversalWords.meaning(of: text) == nil else { return nil }
        let isAnswer: () -> Bool
        switch run.question {
        case .value(let asked, _)? where asked.parameter.entityQuery == nil:
            isAnswer = {
                let (reading, _) = AnswerReader(run: run, today: Day(context.now)).read(text, as: asked.parameter.valueKind, for: asked.name)
                switch reading {
                case .notUnderstood, .inAnotherUnit: return false
                default: return true
                }
            }
        case .pick(let asked, let options, _)?:
            isAnswer = { pick(text, among: options, for: asked, in: run) != nil }
        default:
            return nil
        }
        let decided = context.decide(text)
        guard Self.isRequestOfItsOwn(decided, text, in: context) else { return nil }
        if case .confirm = decided { return decided }
        if Self.namesApp(text, among: context.index.spokenAppNames) { return decided }
        return isAnswer() ? nil : decided
    }

    /// Whether `text`, said at a question, may be a request of its own: one Hark would run, or
    /// one naming its app that it asks about only as consequential ("Lock my debit card with
    /// wallet please").
    static func isRequestOfItsOwn(_ decided: MatchDecision, _ text: String, in context: TurnContext) -> Bool {
        switch decided {
        case .matched: true
        case .confirm(let candidate): candidate.score >= MatchCosts.acceptScore && namesApp(text, among: context.index.spokenAppNames)
        default: false
        }
    }

    /// Whether `text` says one of `appNames` (lowercased) as whole words.
    private static func namesApp(_ text: String, among appNames: Set<String>) -> Bool {
        let said = " " + UniversalWords.fold(text) + " "
        return appNames.contains { said.contains(" \($0) ") }
    }

    private mutating func answerValue(
        _ text: String, for asked: IntentRun.Parameter, in run: inout IntentRun, context: TurnContext
    ) -> [Reply] {
        let parameter = asked.parameter
        let (reading, unplaced) = AnswerReader(run: run, today: Day(context.now)).read(text, as: parameter.valueKind, for: asked.name)
        switch reading {
        case .understood(let answer, let others):
            guard let value = parameter.value(from: answer) else { return retry(run.question, in: &run) }
            if let refusal = parameter.refusal(of: value) {
                return [.say(refusal.full)] + retry(run.question, in: &run, withHint: false)
            }
            accept(value, for: asked, in: &run)
            run.fill(others, onlyWhereEmpty: true)
            return Self.unplaced(unplaced) + advance(&run, in: context)
        case .othersOnly(let others):
            // "2 hours" when the zone was asked: the hours are kept, and the zone asked again.
            run.fill(others, onlyWhereEmpty: false)
            return Self.unplaced(unplaced) + advance(&run, in: context)
        case .tooLarge:
            return [.say(HarkWording.numberTooLarge)] + retry(run.question, in: &run, withHint: false)
        case .notWhole:
            return [.say(HarkWording.wholeNumbersOnly(parameter.title))] + retry(run.question, in: &run, withHint: false)
        case .inAnotherUnit(let unit):
            return [.say(HarkWording.inAnotherUnit(unit))] + retry(run.question, in: &run, withHint: false)
        case .notUnderstood where NumberRanges.holdsRange(TextNormalizer.tokens(text)):
            // "8-10", "2 or 3": two numbers where one is asked.
            return [.say(HarkWording.oneNumberOnly)] + retry(run.question, in: &run, withHint: false)
        case .notUnderstood:
            // "the third one" at a choice's question: the option at that place in the list the
            // hint says ("You can say fern, cactus, or basil.").
            if case .choice(let options) = parameter.valueKind, let place = UniversalWords.ordinal(in: text),
               let option = options.element(atPlace: place), let value = parameter.value(from: .choice(id: option.id)) {
                accept(value, for: asked, in: &run)
                return advance(&run, in: context)
            }
            return retry(run.question, in: &run)
        }
    }

    /// A trace line for each value said that no parameter took.
    static func unplaced(_ values: [String]) -> [Reply] {
        values.map { .trace(.unplaced(value: $0)) }
    }

    /// Asks the same question again with a hint, or gives up after too many tries.
    mutating func retry(_ question: IntentRun.Question?, in run: inout IntentRun, withHint: Bool = true) -> [Reply] {
        guard let question else { return [] }
        var replies = ask(question, in: &run)
        if withHint, case .ask = replies.last {
            replies.insert(.say(hint(for: question, in: run)), at: 0)
        }
        return replies
    }

    private func hint(for question: IntentRun.Question, in run: IntentRun) -> String {
        switch question {
        case .value(let asked, _):
            return HarkWording.hint(for: asked.parameter.valueKind)
        case .pick(_, let options, _):
            return HarkWording.pickHint(options.map(\.spokenText))
        case .confirmRequest(_, let action?):
            return HarkWording.sayAction(action)
        case .confirmValue, .confirmIntent, .confirmRequest, .readBack:
            return HarkWording.yesOrNo
        }
    }
}
