import HarkKit

/// The conversation state machine: `(state, input) → (state, outcome)`. It reads the store but
/// never writes it: a turn's writes come back in its `TurnOutcome` for the session to commit.
/// At most one intent is in flight; every answer to a question comes back through
/// `respond(to:in:)`.
///
/// A value only in part: the intent in flight holds references (its parameters, its work
/// coroutine, the answers to its requests, its write buffer), so a copy shares that intent
/// with the original rather than snapshotting it. Copy it only while it is idle.
struct Conversation: Sendable {
    enum State: Sendable {
        case idle
        /// Two shortcuts fit the request about equally: which one? The request is kept for the
        /// values it says beyond the phrase.
        case choosingShortcut([MatchCandidate], request: String, failures: Int)
        /// A shortcut matched with some tolerance, or nearly: did they mean it?
        case confirmingShortcut(MatchCandidate, request: String, failures: Int)
        case running(IntentRun)
    }

    /// Unusable answers to one question before the conversation gives up.
    static let maximumFailures = 3
    /// The most entities offered in one list.
    static let maximumListedChoices = 5

    private(set) var state: State = .idle
    /// The app of the last intent started, which "What can I do here?" is about.
    private(set) var lastApp: String?

    /// Who is asking, and for which parameter, while a question waits for its answer.
    var pendingQuestion: (app: String?, parameter: String?)? {
        switch state {
        case .idle: nil
        case .choosingShortcut, .confirmingShortcut: (nil, nil)
        case .running(let run): run.question.map { (run.appName, $0.parameter?.name) }
        }
    }

    /// The question waiting for its answer, worded as it was asked.
    func pendingPrompt(in index: PhraseIndex) -> String? {
        switch state {
        case .idle: nil
        case .choosingShortcut(let candidates, _, _): Self.shortcutQuestion(candidates, in: index)
        case .confirmingShortcut(let candidate, _, _): Self.confirmQuestion(candidate, in: index)
        case .running(let run): run.question?.prompt
        }
    }

    mutating func respond(to text: String, in context: TurnContext) -> TurnOutcome {
        let replies: [Reply]
        switch state {
        case .idle:
            replies = start(text, in: context)
        case .choosingShortcut(let candidates, let request, let failures):
            replies = chooseShortcut(text, among: candidates, request: request, failures: failures, in: context)
        case .confirmingShortcut(let candidate, let request, let failures):
            replies = confirmShortcut(text, candidate, request: request, failures: failures, in: context)
        case .running(var run):
            run.enter(context)
            if let decided = requestInsteadOfAnswer(text, to: run, in: context) {
                // A request of its own instead of an answer: the question is dropped, the request heard.
                state = .idle
                replies = [.trace(.cancelled)] + start(text, in: context, decided: decided)
            } else {
                replies = answer(text, in: &run, context: context)
                if case .running = state { state = .running(run) }
            }
        }
        return Self.outcome(replies, in: context)
    }

    /// The turn's replies with the writes of the runs that succeeded in it.
    static func outcome(_ replies: [Reply], in context: TurnContext) -> TurnOutcome {
        TurnOutcome(replies: replies, writes: context.writes)
    }

    /// Ends whatever is in flight, as Ctrl-C or end of input do; nothing is saved.
    mutating func cancel() -> [Reply] {
        if case .idle = state { return [] }
        state = .idle
        return [.say(HarkWording.cancelled)]
    }

    // MARK: Starting

    /// `decided`: what the matcher already made of `text` this turn, so it is not matched twice.
    private mutating func start(_ text: String, in context: TurnContext, decided: MatchDecision? = nil) -> [Reply] {
        if UniversalWords.fold(text).isEmpty {
            // A blank line says nothing; a line with no words (“🙂”, “?”) is told so, not met with silence.
            return text.allSatisfy(\.isWhitespace) ? [] : [.say(HarkWording.notUnderstood), .say(HarkWording.noWords)]
        }
        switch UniversalWords.meaning(of: text) {
        case .help:
            guard let app = lastApp, context.index.templates.contains(where: { $0.appName == app }) else {
                return ExampleUtterances.whatYouCanSay(context.index, deviceStrict: context.deviceStrict)
            }
            return Discovery.shortcuts(of: app, in: context.index)
        case .cancel: return [.say(HarkWording.nothingToCancel)]
        default: break
        }
        if let reply = Closings.reply(to: text, appNames: context.index.spokenAppNames) { return [.say(reply)] }
        switch Discovery.app(askedAbout: text, in: context.index) {
        case .installed(let app): return Discovery.shortcuts(of: app, in: context.index)
        case .notInstalled(let name): return Discovery.notInstalled(name, in: context.index)
        case nil: break
        }
        if let app = NegativePhraseMatch.app(saying: text, in: context.catalog) {
            return [.trace(.negativePhrase(app: app)), .say(HarkWording.notUnderstood)]
        }
        switch decided ?? context.decide(text) {
        case .matched(let candidate):
            let replies = begin(candidate, saying: text, in: context)
            return Self.explainingUnreadSlot(in: text, of: candidate, before: replies, state: state, index: context.index)
        case .ambiguous(let candidates):
            state = .choosingShortcut(candidates, request: text, failures: 0)
            return candidates.map { Self.candidate($0, in: context.index) }
                + [.ask(Self.shortcutQuestion(candidates, in: context.index))]
        case .confirm(let candidate):
            state = .confirmingShortcut(candidate, request: text, failures: 0)
            return [Self.candidate(candidate, in: context.index),
                    .ask(Self.confirmQuestion(candidate, in: context.index))]
        case .notACommand(let signal, let candidate):
            let phrase = ExampleUtterances.example(saying: candidate, in: context.index)
            return [.trace(.notACommand(signal)),
                    .say(HarkWording.notACommand(signal.kind, phrase: phrase))]
        case .noMatch(let nearest):
            if let reason = Self.unavailability(of: nearest, saying: text, in: context) {
                return [.say(HarkWording.notUnderstood), .say(reason.full)] + (reason.supporting.map { [.supporting($0)] } ?? [])
            }
            return [.say(HarkWording.notUnderstood)] + ExampleUtterances.nearest(nearest, in: context.index, deviceStrict: context.deviceStrict)
        }
    }

    /// The trace of a shortcut offered: its name and the phrase that fitted.
    private static func candidate(_ candidate: MatchCandidate, in index: PhraseIndex) -> Reply {
        .trace(.candidate(ShortcutName(candidate, in: index), phrase: index.templates[candidate.templateIndex].text))
    }

    /// "Did you mean “Sign out of Meditator”?": the full phrase, with the values said.
    static func confirmQuestion(_ candidate: MatchCandidate, in index: PhraseIndex) -> String {
        "Did you mean “\(ExampleUtterances.example(saying: candidate, in: index, inventing: false))”?"
    }

    private mutating func confirmShortcut(
        _ text: String, _ candidate: MatchCandidate, request: String, failures: Int, in context: TurnContext
    ) -> [Reply] {
        switch UniversalWords.meaning(of: text) {
        case .yes:
            state = .idle
            // "Pay 12 dollars at the bakery …", yes: why the merchant is asked, as when run at once.
            let replies = begin(candidate, saying: request, in: context)
            return Self.explainingUnreadSlot(in: request, of: candidate, before: replies, state: state, index: context.index)
        case .no, .neither, .cancel:
            state = .idle
            return [.say(HarkWording.notDone)]
        case .help, nil:
            let decided = context.decide(text)
            if Self.isRequestOfItsOwn(decided, text, in: context) {
                // A request of its own instead of an answer: the question is dropped, the request heard.
                state = .idle
                return start(text, in: context, decided: decided)
            }
            if failures + 1 >= Self.maximumFailures {
                state = .idle
                return [.say(HarkWording.givingUp)]
            }
            state = .confirmingShortcut(candidate, request: request, failures: failures + 1)
            return [.ask("\(HarkWording.yesOrNo) \(Self.confirmQuestion(candidate, in: context.index))")]
        }
    }

    /// Starts what `candidate` runs; `text`, the request, when given, is read again for the values
    /// it says beyond the phrase (list values, numbers named by their unit, a day).
    private mutating func begin(_ candidate: MatchCandidate, saying text: String? = nil, in context: TurnContext) -> [Reply] {
        guard let target = context.index.target(of: candidate.shortcutID) else { return [.say(HarkWording.notUnderstood)] }
        let phrase = context.index.templates[candidate.templateIndex].text
        var run: IntentRun
        let source: MatchedIntent.Source
        switch target {
        case .appShortcut(let shortcut):
            run = IntentRun(appName: shortcut.appName, driver: shortcut.intent.driver(), in: context)
            source = .phrase(phrase)
        case .userShortcut(let shortcut):
            guard let intent = context.catalog.intent(id: shortcut.intentID) else { return [.say(HarkWording.notUnderstood)] }
            run = IntentRun(appName: intent.app.name, driver: intent.intent.driver(), in: context)
            run.offersSiriTip = false
            run.fill(shortcut.fixedValues, onlyWhereEmpty: false)
            source = .userShortcut(shortcut.phrase)
        }
        let matched = Reply.trace(.matched(MatchedIntent(app: run.appName, intent: run.driver.title, source: source)))
        var unplaced: [Reply] = []
        run.fill(candidate.slots.mapValues { fill in
            if case .text(let words) = fill, let text { return .text(SaidText.asWritten(words, in: text)) }
            return fill.answer
        }, onlyWhereEmpty: false)
        if let text {
            let lists = ListSlots.fills(for: candidate, saying: text, parameters: run.driver.parameters, index: context.index)
            run.fill(lists.mapValues(\.answer), onlyWhereEmpty: false)
            // A device reads only the values its phrase has a place for.
            if !context.deviceStrict {
                let request = context.index.matcher.sameOccasion(text, for: candidate)
                let said = RequestValues.reading(request, of: candidate, run: run, today: Day(context.now))
                // After "…, I mean 5" that does not say which number it mends, none is read again.
                let values = candidate.askedBecause == .unclearCorrection ? said.values.filter {
                    if case .date = $0.value { true } else { false }
                } : said.values
                run.fill(values, onlyWhereEmpty: false)
                unplaced = Self.unplaced(said.unplaced)
            }
        }
        run.heard.note(context.heard)
        lastApp = run.appName
        if case .unavailable(let dialog) = run.driver.availability(in: run.context) {
            return [matched, .trace(.unavailable), .say(dialog.full)]
                + (dialog.supporting.map { [.supporting($0)] } ?? [])
        }
        var replies: [Reply] = [matched] + unplaced
        replies += advance(&run, in: context)
        return replies
    }

    private mutating func chooseShortcut(
        _ text: String, among candidates: [MatchCandidate], request: String, failures: Int, in context: TurnContext
    ) -> [Reply] {
        switch UniversalWords.meaning(of: text) {
        case .cancel:
            state = .idle
            return [.say(HarkWording.cancelled)]
        case .no, .neither:
            state = .idle
            return [.say(HarkWording.noneChosen)]
        default:
            break
        }
        if let position = UniversalWords.ordinal(in: text) {
            let index = position < 0 ? candidates.count - 1 : position
            if candidates.indices.contains(index) {
                state = .idle
                return begin(candidates[index], saying: request, in: context)
            }
        }
        let named = AnswerNames.named(by: text, among: candidates) { Self.names(of: $0, in: context.index) }
        if named.count == 1 {
            state = .idle
            return begin(named[0], saying: request, in: context)
        }
        if failures + 1 >= Self.maximumFailures {
            state = .idle
            return [.say(HarkWording.givingUp)]
        }
        state = .choosingShortcut(candidates, request: request, failures: failures + 1)
        return [.ask("\(HarkWording.pickByPlace) \(Self.shortcutQuestion(candidates, in: context.index))")]
    }

    /// What a person may call a shortcut offered in “Did you mean…?”: its title or phrase, its
    /// app, or both (“Sleepy time”, “Meditator”, “Sleepy time in Meditator”).
    private static func names(of candidate: MatchCandidate, in index: PhraseIndex) -> [String] {
        let app = index.templates[candidate.templateIndex].appName
        let name: String? =
            switch index.target(of: candidate.shortcutID) {
            case .userShortcut(let shortcut): shortcut.phrase
            case .appShortcut(let shortcut): shortcut.title
            case nil: nil
            }
        return [app] + (name.map { [$0, "\($0) in \(app)"] } ?? [])
    }

    /// "Did you mean Log a Drink in Hydrator, or “Sleepy time” in Meditator?"
    static func shortcutQuestion(_ candidates: [MatchCandidate], in index: PhraseIndex) -> String {
        "Did you mean \(shortcutChoices(candidates, in: index))?"
    }

    /// "Log a Drink in Hydrator, or “Sleepy time” in Meditator": App Shortcuts by title, user
    /// shortcuts by their phrase, each with its app.
    static func shortcutChoices(_ candidates: [MatchCandidate], in index: PhraseIndex) -> String {
        let names = candidates.map { candidate in
            switch index.target(of: candidate.shortcutID) {
            case .userShortcut(let shortcut):
                "“\(shortcut.phrase)” in \(index.templates[candidate.templateIndex].appName)"
            default:
                ShortcutName(candidate, in: index).description
            }
        }
        return names.count == 2 ? "\(names[0]), or \(names[1])" : HarkWording.list(names, joiner: "or")
    }

    mutating func finish() {
        state = .idle
    }

    mutating func keep(_ run: IntentRun) {
        state = .running(run)
    }
}
