import Synchronization

/// Finds which registered phrase an utterance means, tolerating case, punctuation, typos,
/// extra or missing small words, and values wrapped in quantities or modifiers.
///
/// Candidates come from the apps the utterance names (all their templates); when it names
/// none, from an inverted index over the templates' words and slot values. Each candidate is
/// then aligned word by word (`TemplateAligner`). A template of another app than the one named
/// is never chosen, and a phrase whose app place holds an unknown name is refused.
public final class PhraseMatcher: Sendable {
    /// The templates the matcher was built from; `MatchCandidate.templateIndex` points here.
    public let templates: [PhraseTemplate]
    let registry: CompiledRegistry
    /// How many index candidates are aligned when the utterance names no app.
    private static let indexCandidateLimit = 24

    /// A clause heard apart from the rest must beat the whole utterance by this much to be taken.
    private static let clausePenalty = 0.15
    /// A reading that says only values and the app's name ranks just below one as good that says
    /// a word of its phrase ("…, 75 dollars, record the sale" is a sale, not "Change my prices").
    private static let onlyValuesPenalty = 0.01

    /// The tables `indexCandidates` counts in, lent to one call at a time and zeroed again
    /// after it: a large registry's tables are then not allocated for every utterance.
    private let scratchTally = Mutex(TemplateTally())

    public init(templates: [PhraseTemplate]) {
        self.templates = templates
        self.registry = CompiledRegistry(templates)
    }

    /// The templates that fit `utterance` as it is understood (`understand(_:)`), best first, at
    /// most one per shortcut, at most `limit`.
    public func candidates(for utterance: String, limit: Int) -> [MatchCandidate] {
        let analysis = understand(utterance).analysis
        return Array(ranked(analysis, pruning: false).lazy.filter { !$0.usedUnknownApp }.map(\.candidate).prefix(max(0, limit)))
    }

    /// How `utterance` was heard (fillers, frame, negation, context) and what is decided.
    ///
    /// `admitting` keeps only the candidates a caller allows (a stricter matching mode, say):
    /// the decision is made among those alone.
    ///
    /// Exact first: an utterance that says a declared phrase word for word (case, punctuation,
    /// wake words and courtesy aside) is that phrase, whatever a question, negation, tense or
    /// frame rule would make of it ("What did I pay in Parkmeter").
    public func understand(
        _ utterance: String, admitting admits: (MatchCandidate) -> Bool = { _ in true }
    ) -> (analysis: UtteranceAnalysis, decision: MatchDecision) {
        let (clauses, allWords) = UtteranceAnalyser.clausesAndWords(of: utterance)
        var heard = understand(utterance, clauses: clauses, allWords: allWords, admitting: admits)
        // "wardello nurse bedpan asap": courtesy dropped at the end may be a value of the intent.
        let trailing = Array(allWords[Politeness.kept(allWords).upperBound...])
        let courtesy = CourtesyValues(registry: registry)
        heard.decision = heard.decision.compactMap { courtesy.filling($0, saidAfter: trailing) }
        return heard
    }

    /// `understand(_:admitting:)` but for values said as courtesy.
    private func understand(
        _ utterance: String, clauses: [[String]], allWords: [String], admitting admits: (MatchCandidate) -> Bool
    ) -> (analysis: UtteranceAnalysis, decision: MatchDecision) {
        var heard = analyse(clauses, admitting: admits)
        // "report a problem in Tondeo, the mower won't leave the dock": the clause after says it.
        let described = TextAfterRequest(registry: registry)
        heard.decision = heard.decision.compactMap { described.filling($0, clauses: clauses, utterance: utterance) }
        if case .matched(var candidate) = heard.decision, ReportedSpeech(registry: registry).tellsRequestOfSomeoneElse(clauses) {
            candidate.askedBecause = .toldBySomeoneElse
            heard.decision = .confirm(candidate)
        }
        if case .matched(let candidate) = heard.decision, candidate.score >= 1 { return heard }
        // "Cancel milo's visit" for "Cancel {pet}'s visit": a possessive read as its word and "s" too.
        let possessive = utterance.contains("'s") || utterance.contains("\u{2019}s")
        let readings = [allWords]
            + (possessive ? [TextNormalizer.words(of: UtteranceReading.bounded(utterance), splittingPossessives: true)] : [])
        for reading in readings {
            let words = Politeness.strip(reading)
            let said = EverydayWords.readingPhrases(EverydayWords.rewrite(words)).map(UnitWords.canonical)
                .prefix(UtteranceReading.maximumTokens)
            // Heard word for word already: the exact reading would find nothing new.
            if said.elementsEqual(heard.analysis.tokens) { continue }
            if let exact = exactPhrase(UtteranceAnalysis(tokens: Array(said), heardWords: words), admitting: admits) { return exact }
        }
        return heard
    }

    /// The decision on a declared phrase said word for word, or nil when `analysis` says none.
    private func exactPhrase(
        _ analysis: UtteranceAnalysis, admitting admits: (MatchCandidate) -> Bool
    ) -> (analysis: UtteranceAnalysis, decision: MatchDecision)? {
        let alignments = ranked(analysis, pruning: true).filter { admits($0.candidate) }
        guard let best = alignments.first, best.candidate.score >= 1, !best.usedUnknownApp else { return nil }
        return (analysis, decision(from: alignments, readLoosely: false))
    }

    /// The utterance, said in `clauses`, heard as a person would (fillers, frames, clauses,
    /// signals), and decided.
    private func analyse(
        _ clauses: [[String]], admitting admits: (MatchCandidate) -> Bool
    ) -> (analysis: UtteranceAnalysis, decision: MatchDecision) {
        // "Log water in Hydrator jk", "Start a run in Workout later": a joke owned up to, or the
        // request called a mistake, takes it back, said apart or not, and a request said in one
        // clause and put off is not asked for now (after a comma, "later" may close a story: "…,
        // I have an exam later").
        if let last = clauses.last,
            let taken = UniversalWords.trailingRetraction(in: last) ?? (clauses.count == 1 ? UniversalWords.trailingDeferral(in: last) : nil),
            last.count > taken + 1 {
            let request = Array(clauses.dropLast()) + [Array(last.dropLast(taken))]
            return notRunning(request, as: NotACommand(kind: .negation, words: Array(last.suffix(taken))), admitting: admits)
        }
        // "Yeah right, log water in Hydrator": sarcasm said first takes back what follows.
        if clauses.count > 1, UniversalWords.mocksWhatFollows(clauses[0]) {
            return notRunning(Array(clauses.dropFirst()), as: NotACommand(kind: .negation, words: clauses[0]), admitting: admits)
        }
        // "Oh great, another wobbly table, well done Festoria": a complaint, mocked, asks nothing.
        if let mocking = MockingExclamation(registry: registry).opening(of: clauses) {
            return notRunning(Array(clauses.dropFirst()), as: NotACommand(kind: .complaint, words: mocking), admitting: admits)
        }
        // "Log water in Hydrator, never mind": a closing clause that takes the request back.
        if clauses.count > 1, let last = clauses.last, UniversalWords.takesBack(last.joined(separator: " ")) {
            return notRunning(Array(clauses.dropLast()), as: NotACommand(kind: .negation, words: last), admitting: admits)
        }
        // "Start a session in Plotline, just kidding, I'm going to nap", "buy a day pass, never
        // mind, I'll walk": a joke owned up to or a cancel in a clause of its own takes back what
        // came before it, whatever follows.
        if let joke = clauses.indices.dropFirst().dropLast().first(where: {
            UniversalWords.isRetraction(clauses[$0]) || UniversalWords.cancelsInPassing(clauses[$0])
        }) {
            return notRunning(Array(clauses[..<joke]), as: NotACommand(kind: .negation, words: clauses[joke]), admitting: admits)
        }
        // "Log 8 ounces of water in Hydrator, I mean tea": a correction's values replace the
        // request's.
        if let (correction, appClause) = selfCorrection(closing: clauses) {
            let heard = analyse(correction.request + appClause, admitting: admits)
            if let corrected = correcting(heard.decision, with: correction.words) { return (heard.analysis, corrected) }
        }
        // "Pay my water bill in Civora, actually no, I'll wait till payday": a no in a clause of
        // its own, with no correction after it, takes back what came before it.
        if let no = clauses.indices.dropFirst().dropLast().first(where: { UniversalWords.takesBack(clauses[$0].joined(separator: " ")) }) {
            return notRunning(Array(clauses[..<no]), as: NotACommand(kind: .negation, words: clauses[no]), admitting: admits)
        }
        // "Order 6 croissants in Crustelle, instead of pain au chocolat", "before I log a tea, I
        // need a coffee": a clause aside gives the request nothing.
        if clauses.count > 1, clauses.contains(where: AsideClause.isAside) {
            let kept = clauses.filter { !AsideClause.isAside($0) }
            if !kept.isEmpty { return analyse(kept, admitting: admits) }
        }
        // "If it rains tomorrow, book a pool cleaning in Lagunel": a request on a condition.
        if clauses.count > 1, let condition = clauses.first(where: ConditionClause.isCondition) {
            let rest = clauses.filter { !ConditionClause.isCondition($0) }
            return notRunning(rest, as: NotACommand(kind: .hypothetical, words: condition), admitting: admits)
        }
        let listener = UtteranceAnalyser(registry: registry)
        func heard(_ analysis: UtteranceAnalysis, penalty: Double) -> (UtteranceAnalysis, [Alignment], Double) {
            let alignments = ranked(analysis, pruning: true).filter { admits($0.candidate) }
            return (analysis, alignments, rank(of: alignments) - penalty)
        }
        // Runs of clauses heard apart, aligned once and only when asked for.
        var clausesHeardApart: [(UtteranceAnalysis, [Alignment], Double)]?
        func heardApart() -> [(UtteranceAnalysis, [Alignment], Double)] {
            if let known = clausesHeardApart { return known }
            let found = listener.clauseAnalyses(clauses).map { heard($0, penalty: Self.clausePenalty) }
            clausesHeardApart = found
            return found
        }
        var (analysis, alignments, bestRank) = heard(listener.analyse(words: clauses.flatMap { $0 }), penalty: 0)
        // A clause heard alone can only win when the whole utterance fits less well than a clause
        // could, and, saying only the app and values, never over another shortcut the whole says
        // a word of and fits well enough to ask about ("Polivo, travel insurance for a road trip
        // …, 3 days" is no "Tell {app} I am going away" for "Polivo … 3 days").
        if bestRank < 1 - Self.clausePenalty {
            let whole = alignments.first.flatMap { $0.saysPhraseWord && $0.candidate.score >= MatchCosts.askScore ? $0 : nil }
            for other in heardApart() where other.2 > bestRank {
                if let whole, let best = other.1.first, !best.saysPhraseWord, best.candidate.shortcutID != whole.candidate.shortcutID {
                    continue
                }
                (analysis, alignments, bestRank) = other
            }
        }
        // "Book a van for Saturday in Movara, I moved last year": a story's past is its own, and so
        // are its "not" ("I don't need the carpenter now, cancel him in Mendlo") and its habits.
        // A request that would only be asked about keeps a "not" said of someone or something
        // else ("rate the stay 2 stars, the sheets were not great"), never one of the speaker's.
        if let signal = analysis.notACommand, [.past, .negation, .habit].contains(signal.kind), analysis.context.isEmpty,
            let whole = alignments.first {
            let mayOnlyAsk = signal.kind != .negation || StoryClauses.saysNotOfAnother(signal, in: clauses)
            for other in heardApart() where other.0.notACommand == nil {
                guard let best = other.1.first, best.candidate.shortcutID == whole.candidate.shortcutID,
                    isAcceptable(best) || mayOnlyAsk && isWorthAsking(best, among: other.1.map(\.candidate)),
                    analysis.notACommand != nil || other.2 > bestRank
                else { continue }
                (analysis, alignments, bestRank) = other
            }
        }
        // "How much have I spent in Wallet?": a question for what a showing shortcut shows.
        func askedForShowing() -> MatchCandidate? {
            InformationQuestion(registry: registry).shortcut(asked: analysis, admitting: admits)
        }
        if analysis.notACommand?.kind == .question, let asked = askedForShowing() { return (analysis, .confirm(asked)) }
        if let signal = analysis.notACommand {
            // Words that say "not", "did I", "where did I" may belong to a registered phrase
            // ("How much have I meditated", "Where did I put something"): then the utterance is
            // that phrase, said as a command; so is one whose lone "yesterday" is its day.
            var literal = listener.analyse(words: analysis.heardWords, readingSignals: false)
            // "record a birth yesterday in Faunello, the foal is named Kibo": the clauses around
            // the request still tell what they told.
            literal.contextClauses = analysis.contextClauses
            let literalAlignments = ranked(literal, pruning: true).filter { admits($0.candidate) }
            if let literalBest = literalAlignments.first, isAcceptable(literalBest),
               uses(signal.words, template: literalBest.candidate.templateIndex)
                || Self.saysItsDay(signal, literalBest.candidate) {
                analysis = literal
                alignments = literalAlignments
            } else if let best = alignments.first, isAcceptable(best) {
                return (analysis, .notACommand(signal, about: best.candidate))
            }
        }
        var decided = decision(
            from: alignments, readLoosely: analysis.isReadLoosely, mayAsk: analysis.notACommand == nil, framed: !analysis.frame.isEmpty)
        if analysis.notACommand == nil, let meant = askedWithoutOtherActions(decided, alignments, heard: analysis) {
            decided = .confirm(meant)
        }
        if analysis.context.isEmpty {
            // "…, he turned 9": heard as one request, a story's own number is still no value.
            let stories = StoryNumbers(registry: registry)
            decided = decided.compactMap { stories.withoutStoryNumbers($0, in: clauses) }
        } else {
            let tied = decided
            decided = decided.compactMap { fillingFromContext($0, of: analysis) }
            if let meant = Self.onlyOneFilledByContext(before: tied, after: decided) { decided = .confirm(meant) }
        }
        if case .noMatch = decided, analysis.notACommand == nil, let asked = askedForShowing() {
            return (analysis, .confirm(asked))
        }
        if case .noMatch = decided, analysis.notACommand == nil, let meant = askedInOtherWords(analysis, alignments) {
            return (analysis, .confirm(meant))
        }
        // "I rode Maple this morning, log it in Canterra": the story says what "it" is.
        if case .noMatch = decided, let (told, meant) = askedForWhatWasTold(heardApart(), in: clauses) {
            return (told, .confirm(meant))
        }
        switch decided {
        case .matched(let candidate), .confirm(let candidate):
            // "Start the shot clock later, we're still pulling arrows": the request's own clause
            // puts it off, whatever the clauses around it tell.
            if !analysis.context.isEmpty, let taken = UniversalWords.trailingDeferral(in: analysis.heardWords) {
                return (analysis, .notACommand(NotACommand(kind: .negation, words: analysis.heardWords.suffix(taken)), about: candidate))
            }
            // "cancel my sleep session" fits "Start my {session} session" but for its verb: run nothing.
            let check = VerbCheck(registry: registry)
            if check.namesAnotherAction(analysis, candidate, saidIn: clauses) {
                // "let me know 45 minutes before curtain up" for "Remind me …": asked about, never run.
                if check.saysVerbInOtherWords(analysis, candidate) {
                    var asked = candidate
                    asked.askedBecause = .verbInOtherWords
                    return (analysis, .confirm(asked))
                }
                // "call off my hearing test" is no "Book a hearing test", but says the verb of
                // "Cancel my appointment" in other words.
                let others = alignments.filter { $0.candidate.shortcutID != candidate.shortcutID }
                if let meant = askedInOtherWords(analysis, others) { return (analysis, .confirm(meant)) }
                return (analysis, .noMatch(nearest: Array(alignments.filter { !$0.usedUnknownApp }.map(\.candidate).prefix(3))))
            }
        default:
            break
        }
        return (analysis, decided)
    }

    /// `clauses` heard and decided, but what they would run or ask about is `signal` about it:
    /// a request taken back or said on a condition runs nothing.
    private func notRunning(
        _ clauses: [[String]], as signal: NotACommand, admitting admits: (MatchCandidate) -> Bool
    ) -> (analysis: UtteranceAnalysis, decision: MatchDecision) {
        let heard = analyse(clauses, admitting: admits)
        switch heard.decision {
        case .matched(let candidate), .confirm(let candidate): return (heard.analysis, .notACommand(signal, about: candidate))
        default: return heard
        }
    }

    /// The correction closing `clauses`, and the clause after it if that only names the app,
    /// which belongs to the request ("…, no wait, make it 65, on Gridwell").
    private func selfCorrection(closing clauses: [[String]]) -> (SelfCorrection, [[String]])? {
        if let correction = SelfCorrection(clauses) { return (correction, []) }
        guard clauses.count > 2, let last = clauses.last,
            UtteranceAnalyser(registry: registry).closingAppName(of: last) == last.count,
            let correction = SelfCorrection(Array(clauses.dropLast()))
        else { return nil }
        return (correction, [last])
    }

    /// `decision` with the values `words` say for its shortcut in place of those the request
    /// said; nil when it runs or asks about nothing, or `words` say no value of it. A
    /// consequential shortcut is asked about, its request no longer said as a phrase is.
    private func correcting(_ decision: MatchDecision, with words: [String]) -> MatchDecision? {
        let candidate: MatchCandidate
        switch decision {
        case .matched(let matched), .confirm(let matched): candidate = matched
        case .ambiguous(let candidates):
            // "pick up 8 shares of X, no wait, make it 6" (buy or sell?): each is mended alike.
            let mended = candidates.compactMap { ambiguous -> MatchCandidate? in
                guard case .confirm(let corrected)? = correcting(.confirm(ambiguous), with: words) else { return nil }
                return corrected
            }
            return mended.count == candidates.count ? .ambiguous(mended) : nil
        default: return nil
        }
        var empty = candidate
        empty.slots = [:]
        empty.saidAs = [:]
        var said = filling(empty, from: words)
        if said.slots.isEmpty, let number = Self.bareNumber(in: words) {
            var numbers = Self.numberSlots(of: candidate)
            // "add a wifi hotspot, actually make it two": the request said no number; the intent's one.
            let intentNumbers = registry.templates[candidate.templateIndex].looseValues.numberParameterWords.keys
            if numbers.isEmpty, intentNumbers.count == 1 { numbers = Array(intentNumbers) }
            guard numbers.count == 1, let name = numbers.first else {
                // "table for 4 at 7 pm, I mean 5": which number it mends is not said. Asked
                // about without the numbers, which the conversation asks for again.
                guard numbers.count > 1 else { return nil }
                var unsure = candidate
                unsure.askedBecause = .unclearCorrection
                for name in numbers {
                    unsure.slots[name] = nil
                    unsure.saidAs[name] = nil
                }
                return .confirm(unsure)
            }
            // "…, 9 kg I mean 9.5": a bare number mends the one number the request said.
            said.slots[name] = number
            said.saidAs[name] = words.joined(separator: " ")
        }
        guard !said.slots.isEmpty else { return nil }
        var corrected = candidate
        corrected.correctedWords += said.slots.keys.compactMap { candidate.saidAs[$0] }
        corrected.slots.merge(said.slots) { _, new in new }
        corrected.saidAs.merge(said.saidAs) { _, new in new }
        if case .matched = decision, !registry.templates[corrected.templateIndex].isConsequential { return .matched(corrected) }
        return .confirm(corrected)
    }

    /// The number slots `candidate` filled.
    private static func numberSlots(of candidate: MatchCandidate) -> [String] {
        candidate.slots.filter {
            switch $0.value {
            case .number, .decimal: true
            default: false
            }
        }.keys.sorted()
    }

    /// The number `words` say, when they say nothing else.
    private static func bareNumber(in words: [String]) -> SlotFill? {
        guard let said = NumberParser.said(in: words, at: 0), said.tokenCount == words.count, said.value.isFinite, said.value >= 0
        else { return nil }
        return SlotFill(amount: said.value)
    }

    /// `candidate` with its empty slots filled from the clauses around the request, but for those
    /// telling of another occasion than the one its phrase's verb asks for.
    private func fillingFromContext(_ candidate: MatchCandidate, of analysis: UtteranceAnalysis) -> MatchCandidate {
        let verb = registry.phraseVerb(ofTemplate: candidate.templateIndex)
        let words = analysis.contextClauses.filter { !OtherOccasion.tells($0, besides: verb) }.flatMap { $0 }
        return words.isEmpty ? candidate : filling(candidate, from: words)
    }

    /// The shortcut a request pointing back ("log it in Canterra") asks for, as the story around
    /// it tells (`ToldThing`), and the reading of the clauses it was found in, the best first.
    private func askedForWhatWasTold(
        _ readings: [(UtteranceAnalysis, [Alignment], Double)], in clauses: [[String]]
    ) -> (UtteranceAnalysis, MatchCandidate)? {
        let told = ToldThing(registry: registry)
        for (analysis, alignments, _) in readings.sorted(by: { $0.2 > $1.2 }) {
            let meant = told.shortcut(requested: analysis, alignments, saidIn: clauses) { fillingFromContext($0, of: analysis) }
            if let meant { return (analysis, meant) }
        }
        return nil
    }

    /// The shortcut to ask about when nothing was decided only because shortcuts whose phrase's
    /// verb names another action than the request's came near ("cancel the snowboard lesson"
    /// beside "Book a {discipline} lesson"): without them, the one left that would run or be
    /// asked about. Asked about, never run. A tie of shortcuts good enough to run stays a tie
    /// ("Sleep time" may be "Steep time" mistyped).
    private func askedWithoutOtherActions(
        _ decided: MatchDecision, _ alignments: [Alignment], heard analysis: UtteranceAnalysis
    ) -> MatchCandidate? {
        // Setting shortcuts aside lowers no score: below the floor, nothing can be asked about.
        guard case .noMatch = decided, let best = alignments.first?.candidate.score,
            best >= MatchCosts.askScoreBesideOtherActions
        else { return nil }
        let check = VerbCheck(registry: registry)
        let kept = alignments.filter {
            $0.candidate.score < best - MatchCosts.askMargin || !check.namesAnotherAction(analysis, $0.candidate)
        }
        guard kept.count < alignments.count else { return nil }
        switch decision(from: kept, readLoosely: analysis.isReadLoosely, mayAsk: true) {
        case .matched(let candidate), .confirm(let candidate):
            return candidate.score >= MatchCosts.askScoreBesideOtherActions ? candidate : nil
        default: return nil
        }
    }

    /// `candidate` with its empty slots filled from `words`, said around the request
    /// (`TemplateAligner.fillingFromContext`), and a length of time said there with an article
    /// shown as one said in the request is ("…, two children, for an hour").
    private func filling(_ candidate: MatchCandidate, from words: [String]) -> MatchCandidate {
        let reading = UtteranceAnalyser(registry: registry).analyse(words: words, readingSignals: false)
        var aligner = TemplateAligner(registry: registry, reading: UtteranceReading(reading, registry: registry))
        let template = registry.templates[candidate.templateIndex]
        return aligner.showingLengthOfTime(aligner.fillingFromContext(candidate), of: template)
    }

    /// Of shortcuts tied for a request that says little ("…, Tankora, note it"), the only one
    /// the clauses around it give values to ("I put 40 litres of diesel in"), to be asked about.
    private static func onlyOneFilledByContext(before: MatchDecision, after: MatchDecision) -> MatchCandidate? {
        guard case .ambiguous(let tied) = before, case .ambiguous(let filled) = after, tied.count == filled.count else { return nil }
        let gaining = zip(tied, filled).filter { $1.slots.count > $0.slots.count }.map(\.1)
        return gaining.count == 1 ? gaining[0] : nil
    }

    /// How well a reading fits, to choose among readings of one utterance: an acceptable best
    /// alignment by its score; one only worth asking about below every acceptable one ("lovely
    /// calm bees, log an inspection in Hivekeep with 8 frames" is asked about as its last clause);
    /// anything else below both.
    private func rank(of alignments: [Alignment]) -> Double {
        guard let best = alignments.first else { return -1 }
        if isAcceptable(best) { return best.candidate.score - (best.saysPhraseWord ? 0 : Self.onlyValuesPenalty) }
        let known = alignments.filter { !$0.usedUnknownApp }.map(\.candidate)
        return isWorthAsking(best, among: known) ? best.candidate.score - MatchCosts.acceptScore : -1
    }

    /// Whether the only past the utterance tells is "yesterday", and the request takes it as its
    /// intent's day ("claim for a delay on the blue line yesterday"): a value, not a story. A past
    /// form beside it ("I logged 8 mm of rain yesterday") still tells what was done.
    private static func saysItsDay(_ signal: NotACommand, _ candidate: MatchCandidate) -> Bool {
        guard signal.kind == .past, signal.words == ["yesterday"] else { return false }
        return candidate.slots.contains { _, fill in fill == .value("yesterday") }
    }

    /// Whether every one of `words` is a word of template `index`.
    private func uses(_ words: [String], template index: Int) -> Bool {
        let elements = registry.templates[index].elements
        return words.allSatisfy { word in
            guard let id = registry.words.id(of: word) else { return false }
            return elements.contains { if case .word(id, _) = $0 { true } else { false } }
        }
    }

    /// What a person would decide `utterance` means.
    ///
    /// `.matched` when the best candidate scores at least 0.75 and no other shortcut is within
    /// 0.05 of it; `.ambiguous` (best first) when others are; otherwise `.noMatch` with up to
    /// three nearest candidates, for a "did you mean" question. An utterance whose best reading
    /// names an app the registry does not know ("Skip ahead in Nimbly") is `.noMatch`. A phrase
    /// that names the app is tried without one only when no other phrase fits, and pays for the
    /// missing name: "Log 8 ounces of water" can still reach "Log {ounces} ounces of {drink} in
    /// {app}", "Skip ahead" does not reach "Skip ahead in {app}" (the nearest candidate).
    ///
    /// Before that, the utterance is heard as a person would (`UtteranceAnalysis`): fillers and
    /// request frames are set aside, a command inside a longer sentence is found, and a negated
    /// command, a question, a report of the past or a hypothetical is `.notACommand`. A match of
    /// a consequential shortcut that needed any tolerance is `.confirm`.
    public func decide(_ utterance: String) -> MatchDecision {
        understand(utterance).decision
    }

    /// With `mayAsk`, a request that names its app and fits one of its shortcuts clearly better
    /// than any other, though not well enough to run, is asked about (`.confirm`). With `framed`
    /// ("I need …", "get me …": the frame says the action), a verb left out is no reason to ask.
    private func decision(
        from alignments: [Alignment], readLoosely: Bool, mayAsk: Bool = false, framed: Bool = false
    ) -> MatchDecision {
        let known = alignments.filter { !$0.usedUnknownApp }.map(\.candidate)
        guard let best = alignments.first, isAcceptable(best) else {
            if mayAsk, let best = alignments.first, isWorthAsking(best, among: known) { return .confirm(best.candidate) }
            return .noMatch(nearest: Array(known.prefix(3)))
        }
        let near = known.dropFirst().filter {
            $0.shortcutID != best.candidate.shortcutID && $0.score >= best.candidate.score - MatchCosts.ambiguityMargin
        }
        let rivals = near.filter { !runsAlike($0, best.candidate) }
        guard rivals.isEmpty else { return .ambiguous([best.candidate] + rivals) }
        if !near.isEmpty {
            var asked = best.candidate
            asked.askedBecause = .runsAsAnother
            return .confirm(asked)
        }
        if Self.saysOnlyYesOrNo(best) { return .confirm(best.candidate) }
        if let reason = Self.askReason(best) ?? (framed ? nil : verbLeftOpen(best)) {
            var asked = best.candidate
            asked.askedBecause = reason
            return .confirm(asked)
        }
        let template = registry.templates[best.candidate.templateIndex]
        let isTolerant = best.candidate.score < 1 || readLoosely
        return template.isConsequential && isTolerant ? .confirm(best.candidate) : .matched(best.candidate)
    }

    /// Whether `one` and `other` run the same intent with the same values: an App Shortcut and a
    /// user's shortcut for it ("Card balance"), which asking between would only repeat.
    private func runsAlike(_ one: MatchCandidate, _ other: MatchCandidate) -> Bool {
        guard let intent = templates[one.templateIndex].intentID else { return false }
        return intent == templates[other.templateIndex].intentID && one.slots == other.slots
    }

    /// Slot values said anywhere in `text`, such as an answer to "How many ounces?".
    /// See `SlotFinder` for how several or missing values are handled.
    public func fillSlots(in text: String, vocabularies: [String: SlotVocabulary]) -> [String: SlotFill] {
        SlotFinder.fill(in: text, vocabularies: vocabularies)
    }

    /// Best alignment per shortcut, best first; ties keep known apps first, then registry order.
    /// A shortcut whose best alignment reads an unknown app's name in the app's place is listed
    /// twice: with that reading, and with its best reading without it ("Log 8 ounces of water in
    /// Gulper" stays near "Log {ounces} ounces of {hydrationType} in {app}", which it cannot match).
    ///
    /// With `pruning`, templates that cannot come within `ambiguityMargin` of an acceptable
    /// alignment already found are not aligned (enough for `decide`, not for a full ranking).
    private func ranked(_ analysis: UtteranceAnalysis, pruning: Bool) -> [Alignment] {
        let reading = UtteranceReading(analysis, registry: registry)
        guard !reading.tokens.isEmpty else { return [] }
        var aligner = TemplateAligner(registry: registry, reading: reading)
        var bestByShortcut: [ShortcutReading: Alignment] = [:]
        var aligned = TemplateSet(count: registry.templates.count)
        var bestAcceptableScore = -Double.infinity
        func align(_ templates: [Int32]) {
            var entries: [TemplateQueue.Entry] = []
            entries.reserveCapacity(templates.count)
            for template in templates where aligned.insert(template) {
                let limits = aligner.scoreLimits(template)
                entries.append(TemplateQueue.Entry(template: template, ceiling: limits.ceiling, bound: limits.bound))
            }
            var queue = TemplateQueue(entries)
            while let next = queue.popFirst() {
                if pruning && next.ceiling < bestAcceptableScore - MatchCosts.ambiguityMargin { break }
                let (templateIndex, bound) = (next.template, next.bound)
                let app = registry.templates[Int(templateIndex)].app
                let shortcut = registry.templates[Int(templateIndex)].shortcut
                func take(_ found: Alignment?) {
                    guard var alignment = found else { return }
                    alignment.namesOwnApp = reading.appMentions.contains {
                        $0.app == app && $0.typos <= 1 && !$0.isPartial
                    }
                    // Said with another phrase's verb, it is asked about at best: it prunes nothing.
                    if isAcceptable(alignment), !alignment.saysVerbOfAnotherPhrase {
                        bestAcceptableScore = max(bestAcceptableScore, alignment.candidate.score)
                    }
                    let key = ShortcutReading(shortcut: shortcut, usedUnknownApp: alignment.usedUnknownApp)
                    if let current = bestByShortcut[key], !isPreferred(alignment, over: current) { return }
                    bestByShortcut[key] = alignment
                }
                // A template whose shortcut already has a better alignment than it can reach changes nothing.
                func mayImprove(readingUnknownApp: Bool) -> Bool {
                    let key = ShortcutReading(shortcut: shortcut, usedUnknownApp: readingUnknownApp)
                    guard let current = bestByShortcut[key], let bound, !current.saysVerbOfAnotherPhrase else { return true }
                    return bound >= current.candidate.score
                }
                if mayImprove(readingUnknownApp: false) { take(aligner.align(templateIndex)) }
                if reading.mayNameAnyApp, registry.templates[Int(templateIndex)].mentionsApp, !reading.namedApps.contains(app),
                   mayImprove(readingUnknownApp: true) {
                    take(aligner.align(templateIndex, readingUnknownApp: true))
                }
            }
        }
        // Phrases naming an app not named here fit only with an unknown name in the app's
        // place, or without any name, which is tried only if nothing else fits.
        let appPhrasesIncluded = reading.mayNameAnyApp
        align(candidateTemplates(for: reading, includingAppPhrases: appPhrasesIncluded))
        if !appPhrasesIncluded, reading.appMentions.isEmpty, !bestAcceptableScore.isFinite {
            // Nothing fits and no app is named: try the phrases that name one.
            align(indexCandidates(for: reading, includingAppPhrases: true))
        }
        return bestByShortcut.values.sorted(by: Self.isBetter)
    }

    /// Whether a request that is not good enough to run is still plainly about one shortcut of the
    /// app it names: it says what it is about besides the verb, scores at least `askScore`, and
    /// every other shortcut scores `askMargin` less.
    private func isWorthAsking(_ best: Alignment, among known: [MatchCandidate]) -> Bool {
        guard !best.usedUnknownApp, best.namesOwnApp, best.saysTopic, best.candidate.score >= MatchCosts.askScore
        else { return false }
        return known.allSatisfy {
            $0.shortcutID == best.candidate.shortcutID || $0.score <= best.candidate.score - MatchCosts.askMargin
        }
    }

    /// The one shortcut of the app named that a near request says in other words: its verb
    /// shares a WordNet sense with the phrase's ("Mendlo, call off tomorrow's visit" for "Cancel
    /// my visit"), and it is worth asking about but for the margin over the others. Asked about,
    /// never run.
    private func askedInOtherWords(_ analysis: UtteranceAnalysis, _ alignments: [Alignment]) -> MatchCandidate? {
        let check = VerbCheck(registry: registry)
        let meant = alignments.filter {
            !$0.usedUnknownApp && $0.namesOwnApp && $0.saysTopic && $0.candidate.score >= MatchCosts.askScore
                && check.saysVerbInOtherWords(analysis, $0.candidate)
        }
        guard let first = meant.first, meant.allSatisfy({ $0.candidate.shortcutID == first.candidate.shortcutID }) else { return nil }
        return first.candidate
    }

    /// Why an alignment good enough to run is asked about, if it is: said with another phrase's
    /// verb, or with nothing but the verb and the app's name.
    private static func askReason(_ alignment: Alignment) -> MatchCandidate.AskReason? {
        if alignment.saysVerbOfAnotherPhrase { return .verbOfAnotherPhrase }
        if alignment.leavesOutWhatItActsOn { return .onlyVerbAndApp }
        return nil
    }

    /// `.verbLeftOpen` when `best` leaves out its phrase's verb and says only words that a phrase
    /// of another shortcut of its app, opening with another verb, says too ("Blokvia the main
    /// world" for "Back up the {server} world" beside "Restore the {server} world from a
    /// backup"): which action is meant is not said.
    private func verbLeftOpen(_ best: Alignment) -> MatchCandidate.AskReason? {
        let said = best.topicWordsSaidWithoutVerb
        guard let first = said.first, let posting = registry.postings[first] else { return nil }
        let template = registry.templates[best.candidate.templateIndex]
        // The phrases that hold the first word said, not every phrase of the registry.
        let other = posting.templates.contains { index in
            let phrase = registry.templates[Int(index)]
            guard phrase.app == template.app, phrase.shortcut != template.shortcut, let verb = phrase.leadingVerb,
                verb != template.leadingVerb
            else { return false }
            return said.allSatisfy { word in
                phrase.elements.contains { if case .word(word, _) = $0 { true } else { false } }
            }
        }
        return other ? .verbLeftOpen : nil
    }

    /// Whether a request says nothing but the app's name and a yes or a no that is also one of
    /// its values ("Donaro ok", where "ok" is a feeling): an acknowledgement as likely as a
    /// request, so it is asked about, never run.
    private static func saysOnlyYesOrNo(_ alignment: Alignment) -> Bool {
        !alignment.saysPhraseWord && UniversalWords.areYesOrNo(alignment.candidate.saidAs.values)
    }

    /// Whether an alignment is good enough to act on: no unknown app, a score at least `acceptScore`.
    private func isAcceptable(_ alignment: Alignment) -> Bool {
        !alignment.usedUnknownApp && alignment.candidate.score >= MatchCosts.acceptScore
    }

    /// Of two alignments of one shortcut, whether `a` is the one to keep: a phrase said with its
    /// own verb that fits well enough to run ("order sodas to seat 9" for "Order {quantity}
    /// {snack} to seat {seat}") before one said with another phrase's verb ("Send {snack} to my
    /// seat"), which would only be asked about; otherwise the better.
    private func isPreferred(_ a: Alignment, over b: Alignment) -> Bool {
        if a.saysVerbOfAnotherPhrase != b.saysVerbOfAnotherPhrase {
            let ownVerb = a.saysVerbOfAnotherPhrase ? b : a
            if isAcceptable(ownVerb) { return !a.saysVerbOfAnotherPhrase }
        }
        return Self.isBetter(a, than: b)
    }

    private static func isBetter(_ a: Alignment, than b: Alignment) -> Bool {
        if a.candidate.score != b.candidate.score { return a.candidate.score > b.candidate.score }
        if a.usedUnknownApp != b.usedUnknownApp { return !a.usedUnknownApp }
        return a.candidate.templateIndex < b.candidate.templateIndex
    }

    /// Templates worth aligning: those of every app named, plus, unless an app is named
    /// exactly, the templates sharing the most (rare) words with the utterance.
    private func candidateTemplates(for reading: UtteranceReading, includingAppPhrases: Bool) -> [Int32] {
        var chosen: [Int32] = []
        var seenApps: Set<Int32> = []
        for mention in reading.appMentions where seenApps.insert(mention.app).inserted {
            chosen.append(contentsOf: registry.apps[Int(mention.app)].templates)
        }
        let namesAppExactly = reading.appMentions.contains { $0.typos == 0 && !$0.isPartial }
        if !namesAppExactly {
            let fromApps = Set(chosen)
            chosen.append(contentsOf: indexCandidates(for: reading, includingAppPhrases: includingAppPhrases)
                .filter { !fromApps.contains($0) })
        }
        return chosen
    }

    /// The templates with the highest summed rarity of the utterance words they contain.
    /// Phrases that name the app only count when `includingAppPhrases`.
    private func indexCandidates(for reading: UtteranceReading, includingAppPhrases: Bool) -> [Int32] {
        var said: [(posting: Posting, factor: Float)] = []
        var seenWords: Set<Int32> = []
        for position in reading.tokens.indices {
            let id = reading.ids[position]
            if id >= 0, seenWords.insert(id).inserted, let posting = registry.postings[id] {
                said.append((posting, 1))
            }
            for typo in reading.typoIDs[position] where seenWords.insert(typo).inserted {
                if let posting = registry.postings[typo] { said.append((posting, 0.7)) }
            }
            for synonym in reading.synonymIDs[position] where seenWords.insert(synonym).inserted {
                if let posting = registry.postings[synonym] { said.append((posting, 0.5)) }
            }
        }
        if reading.saysNumber {
            said.append((registry.numberPosting, 1))
        }
        // Rarest words first; a word used by a tenth of all templates adds little once
        // enough candidates are in hand, and would cost the most to count.
        said.sort { $0.posting.templates.count < $1.posting.templates.count }
        let commonWordSize = max(1000, registry.templates.count / 10)
        var tally = scratchTally.withLock { lent in
            defer { lent = TemplateTally() }
            return lent
        }
        tally.prepare(templateCount: registry.templates.count)
        for (posting, factor) in said {
            if posting.templates.count > commonWordSize && tally.touchedCount >= Self.indexCandidateLimit { break }
            tally.add(posting.rarity * factor, to: includingAppPhrases ? posting.templates : posting.appFreeTemplates)
        }
        let namesNoApp = reading.appMentions.isEmpty
        var best = BestTemplates(capacity: Self.indexCandidateLimit)
        tally.forEachTouched { template, weight in
            // Favour templates whose own words were said, and phrases without {app} when no app was.
            let facts = registry.rankingFacts[Int(template)]
            let score = 1.5 * weight - 0.5 * facts.wordRarity - (namesNoApp && facts.mentionsApp ? 2 : 0)
            best.offer(template, score: score)
        }
        tally.clear()
        scratchTally.withLock { $0 = tally }
        return best.templates
    }
}

/// A shortcut, read with or without an unknown app's name in its app's place.
private struct ShortcutReading: Hashable {
    let shortcut: Int32
    let usedUnknownApp: Bool
}

/// The highest-scoring templates offered, at most `capacity`, best first (ties: lower index).
private struct BestTemplates {
    let capacity: Int
    private(set) var templates: [Int32] = []
    private var scores: [Float] = []

    init(capacity: Int) {
        self.capacity = capacity
        templates.reserveCapacity(capacity + 1)
        scores.reserveCapacity(capacity + 1)
    }

    /// Keeps `template` when it is among the best offered so far. Most offers are turned down
    /// by the first test, which is inlined into the caller's loop over thousands of templates.
    @inline(__always)
    mutating func offer(_ template: Int32, score: Float) {
        if templates.count == capacity, let last = scores.last,
           score < last || (score == last && template > templates[templates.count - 1])
        {
            return
        }
        insert(template, score: score)
    }

    /// Puts `template` in its place by score, dropping the last when over `capacity`.
    @inline(never)
    private mutating func insert(_ template: Int32, score: Float) {
        var position = templates.count
        while position > 0 && (scores[position - 1] < score
            || (scores[position - 1] == score && templates[position - 1] > template))
        {
            position -= 1
        }
        templates.insert(template, at: position)
        scores.insert(score, at: position)
        if templates.count > capacity {
            templates.removeLast()
            scores.removeLast()
        }
    }
}
