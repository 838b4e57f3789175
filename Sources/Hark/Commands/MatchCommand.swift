import Foundation
import HarkEngine

/// `hark match UTTERANCE [--json] [--limit N]`: why an utterance means what it means, for the
/// installed apps and the store's user shortcuts; `hark match --registry FILE --jsonl`: the
/// matcher line protocol of the bench.
///
///     $ hark match "Log 8 oz of green tea in Hydrator"
///     Decision: matched Hydrator › Track Intake with ounces = 8, hydrationType = tea
///     Candidates, best first (…):
///       1.00  Hydrator › Track Intake (phrase "Log {ounces} ounces of {hydrationType} in {app}") with …
enum MatchCommand {
    /// How many candidates are listed unless `--limit` says otherwise.
    static let defaultLimit = 5

    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        if let registry = options.registryPath {
            guard options.jsonLines, options.positional.count == 1 else {
                Output.error("hark match --registry FILE needs --jsonl and no utterance; see hark help match.")
                return ExitStatus.usage
            }
            return runMatchProtocol(registryPath: registry)
        }
        let words = options.positional.dropFirst()
        let utterance = words.joined(separator: " ")
        if options.jsonLines && words.isEmpty {
            return StoreAccess.with(options: options, readOnly: true) { store in
                let clock = ContinuousClock()
                let start = clock.now
                let session = try Session(catalog: catalog, store: store, environment: SessionEnvironment(clock: options.clock))
                _ = session.decide("")
                return serveMatchProtocol(buildMilliseconds: milliseconds(clock.now - start)) { text in
                    session.closingReply(to: text) == nil ? ProtocolAnswer(session.decide(text)) : .closing
                }
            }
        }
        guard !utterance.allSatisfy(\.isWhitespace), !options.jsonLines else {
            Output.error("Say what to match: hark match UTTERANCE [--json], or hark match --registry FILE --jsonl.")
            return ExitStatus.usage
        }
        return StoreAccess.with(options: options, readOnly: true) { store in
            let session = try Session(catalog: catalog, store: store, environment: SessionEnvironment(clock: options.clock, deviceStrict: options.deviceStrict))
            let (analysis, decision) = session.understand(utterance)
            let candidates = session.explain(utterance, limit: options.limit ?? defaultLimit).filter { $0.score > 0 }
            let closing = session.closingReply(to: utterance)
            if options.json {
                Output.line(try MatchReport(utterance: utterance, analysis: analysis, decision: decision, closing: closing,
                                            candidates: candidates).json())
            } else if let closing {
                // Thanks or a goodbye is answered before matching: what the matcher made of it never runs.
                ([closingLine(closing)] + describe(decision, candidates: candidates).dropFirst()).forEach(Output.line)
            } else {
                let asked = analysis.notACommand?.kind == .question
                (describe(decision, candidates: candidates, askedAsQuestion: asked) + AnalysisReport(analysis, decision: decision).lines)
                    .forEach(Output.line)
            }
            return ExitStatus.success
        }
    }

    /// The decision, then the candidates, one line each. `askedAsQuestion`: the utterance is a
    /// question, which a confirmation asks about as one for what a showing shortcut shows.
    static func describe(_ decision: ExplainedDecision, candidates: [MatchExplanation], askedAsQuestion: Bool = false) -> [String] {
        let decisionLine: String
        switch decision {
        case .matched(let chosen):
            decisionLine = "Decision: matched \(chosen.matchName)" + (chosen.slotsText.isEmpty ? "" : " with \(chosen.slotsText)")
        case .ambiguous(let choices):
            let names = choices.map(\.matchName)
            decisionLine = "Decision: ambiguous between \(list(names)); Hark asks which one was meant"
        case .confirm(let chosen):
            let tied = candidates.contains {
                $0.matchName != chosen.matchName && $0.score >= chosen.score - ExplainedDecision.ambiguityMargin
            }
            decisionLine = "Decision: confirm \(chosen.matchName)"
                + (chosen.slotsText.isEmpty ? "" : " with \(chosen.slotsText)")
                + (askedAsQuestion
                    ? "; it is a question for what the shortcut shows, so Hark asks “Did you mean …?” instead of running it"
                    : chosen.askedBecause == .pointsToStory
                    ? "; the request says “it” for what the clauses around it tell, and they tell of this one, so Hark asks “Did you mean …?”"
                    : chosen.score < ExplainedDecision.acceptScore
                    ? "; it fits best of the app's shortcuts, but not well enough to run, so Hark asks “Did you mean …?”"
                    : chosen.valuesSaidAsYesOrNo
                    ? "; only a yes or a no was said for it, as likely an acknowledgement as a request, so Hark asks “Did you mean …?”"
                    : chosen.askedBecause == .runsAsAnother
                    ? "; another shortcut that runs the same fits as well, so Hark asks “Did you mean …?” once, not which"
                    : tied
                    ? "; others fit as well, but only its values were said around the request, so Hark asks “Did you mean …?”"
                    : chosen.askedBecause == .verbOfAnotherPhrase
                    ? "; it was said with the verb another phrase of its shortcut opens with, which may mean something else, so Hark asks “Did you mean …?”"
                    : chosen.askedBecause == .onlyVerbAndApp
                    ? "; only its verb and the app's name were said, which may mean the app itself, so Hark asks “Did you mean …?”"
                    : chosen.askedBecause == .toldBySomeoneElse
                    ? "; it was told as what someone else said or wants, which may be passed on or only told, so Hark asks “Did you mean …?”"
                    : chosen.askedBecause == .verbInOtherWords
                    ? "; its verb was said in other words, which may mean something else, so Hark asks “Did you mean …?”"
                    : chosen.askedBecause == .unclearCorrection
                    ? "; a number said alone corrected it, but not which of its numbers, so Hark asks “Did you mean …?” without them"
                    : chosen.askedBecause == .verbLeftOpen
                    ? "; its verb was not said, and another shortcut's phrase says the same words with another verb, so Hark asks “Did you mean …?”"
                    : "; it is consequential and was not said exactly, so Hark asks “Did you mean …?” first")
        case .notACommand(let signal, let about):
            decisionLine = "Decision: not a command (\(signal.kind.rawValue): \(signal.words.joined(separator: " "))) about "
                + "\(about.matchName); Hark runs nothing"
        case .noMatch(let nearest):
            decisionLine = nearest.isEmpty
                ? "Decision: no match; no phrase comes near, so Hark lists what you can say"
                : "Decision: no match; Hark names the nearest phrases instead"
        }
        let threshold = String(format: "%.2f", ExplainedDecision.acceptScore)
        let margin = String(format: "%.2f", ExplainedDecision.ambiguityMargin)
        guard !candidates.isEmpty else { return [decisionLine, "Candidates: none."] }
        return [
            decisionLine,
            "Candidates, best first (Hark acts on the best at \(threshold) or more, unless another shortcut is within \(margin) of it):",
        ] + candidates.map { "  \($0.summary)" }
    }

    /// The decision for a line that only thanks or says goodbye.
    static func closingLine(_ reply: String) -> String {
        "Decision: a closing; Hark answers “\(reply)” and runs nothing"
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 2
            ? items.joined(separator: " and ")
            : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}

/// `hark match UTTERANCE --json`: the decision and the candidates as one JSON object.
///
///     {"utterance": "Log tea in Hydrator", "decision": "matched", "shortcuts": [{…}], "candidates": [{…}, …]}
///
/// `shortcuts` holds the shortcut matched, the shortcuts Hark would ask between, or the nearest
/// it would name when nothing matched.
struct MatchReport: Encodable {
    /// What was read around the request, and which words gave each value.
    struct Understanding: Encodable {
        let fillers: [String]
        @NullWhenAbsent var frame: String?
        @NullWhenAbsent var notACommand: NotACommandReport?
        @NullWhenAbsent var context: String?
        @NullWhenAbsent var pronoun: String?
        let rewritten: [String: String]
        let terse: Bool
        let readLoosely: Bool
        let values: [String: String]

        enum CodingKeys: String, CodingKey {
            case fillers, frame, notACommand = "not_a_command", context, pronoun, rewritten, terse
            case readLoosely = "read_loosely", values
        }
    }

    struct NotACommandReport: Encodable {
        let kind: String
        let words: [String]
    }

    struct Candidate: Encodable {
        let score: Double
        let app: String
        let intent: String
        let shortcut: String
        let kind: String
        let phrase: String
        let slots: [String: Slot]

        init(_ explanation: MatchExplanation) {
            score = (explanation.score * 100).rounded() / 100
            app = explanation.app
            intent = explanation.intent
            shortcut = explanation.shortcut
            kind = explanation.isUserShortcut ? "user shortcut" : "app shortcut"
            phrase = explanation.phrase
            slots = explanation.slots.mapValues(Slot.init)
        }
    }

    /// A slot's value: a JSON number for numbers, a string for the canonical value otherwise,
    /// and an array of those for a list parameter given several values.
    struct Slot: Encodable {
        let fill: SlotFill
        init(_ fill: SlotFill) { self.fill = fill }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch fill {
            case .number(let number): try container.encode(number)
            case .decimal(let number): try container.encode(number)
            case .value(let canonical), .text(let canonical): try container.encode(canonical)
            case .list(let items): try container.encode(items.map(Slot.init))
            }
        }
    }

    let utterance: String
    let decision: String
    let shortcuts: [Candidate]
    let candidates: [Candidate]
    let understanding: Understanding

    /// `closing`: Hark's answer when the utterance only thanks or says goodbye (`decision` is
    /// then `closing`, and no shortcut is acted on).
    init(utterance: String, analysis: UtteranceAnalysis, decision: ExplainedDecision, closing: String?,
         candidates: [MatchExplanation]) {
        self.utterance = utterance
        let report = AnalysisReport(analysis, decision: decision)
        // A clause that takes the request back or mocks it ("…, never mind") is the decision's signal.
        let signal: NotACommand? = if case .notACommand(let said, _) = decision { said } else { analysis.notACommand }
        understanding = Understanding(
            fillers: analysis.fillers, frame: analysis.frame.isEmpty ? nil : analysis.frame.joined(separator: " "),
            notACommand: signal.map { NotACommandReport(kind: $0.kind.rawValue, words: $0.words) },
            context: analysis.context.isEmpty ? nil : analysis.context.joined(separator: " "),
            pronoun: analysis.pronoun.map { "\($0.word) = \($0.value)" }, rewritten: analysis.rewritten,
            terse: analysis.isTerse, readLoosely: analysis.isReadLoosely, values: report.values)
        switch decision {
        case _ where closing != nil:
            self.decision = "closing"
            shortcuts = []
        case .matched(let chosen):
            self.decision = "matched"
            shortcuts = [Candidate(chosen)]
        case .ambiguous(let choices):
            self.decision = "ambiguous"
            shortcuts = choices.map(Candidate.init)
        case .confirm(let chosen):
            self.decision = "confirm"
            shortcuts = [Candidate(chosen)]
        case .notACommand(_, let about):
            self.decision = "not a command"
            shortcuts = [Candidate(about)]
        case .noMatch(let nearest):
            self.decision = "no match"
            shortcuts = nearest.map(Candidate.init)
        }
        self.candidates = candidates.map(Candidate.init)
    }

    func json() throws -> String {
        try PrettyJSON.text(self)
    }
}

/// How an utterance was heard, as lines for `hark match`: fillers, frame, negation, context and
/// which words gave each value.
struct AnalysisReport {
    let analysis: UtteranceAnalysis
    /// Slot name → the words that said it, for the shortcut decided on.
    let values: [String: String]

    init(_ analysis: UtteranceAnalysis, decision: ExplainedDecision) {
        self.analysis = analysis
        switch decision {
        case .matched(let chosen), .confirm(let chosen), .notACommand(_, let chosen):
            values = chosen.saidAs
        case .ambiguous(let choices):
            values = choices.first?.saidAs ?? [:]
        case .noMatch:
            values = [:]
        }
    }

    var lines: [String] {
        var lines: [String] = []
        if !analysis.fillers.isEmpty { lines.append("Read as filler: \(analysis.fillers.joined(separator: " "))") }
        if !analysis.frame.isEmpty { lines.append("Read as a request frame: \(analysis.frame.joined(separator: " "))") }
        if let signal = analysis.notACommand {
            lines.append("Read as \(signal.kind.rawValue): \(signal.words.joined(separator: " "))")
        }
        if !analysis.context.isEmpty { lines.append("Read as context: \(analysis.context.joined(separator: " "))") }
        if let pronoun = analysis.pronoun { lines.append("Read “\(pronoun.word)” as: \(pronoun.value)") }
        for (from, to) in analysis.rewritten.sorted(by: { $0.key < $1.key }) { lines.append("Read “\(from)” as “\(to)”") }
        if analysis.isTerse { lines.append("Read as terse: the app's name and keywords") }
        if analysis.isReadLoosely { lines.append("Read loosely: a shortcut that spends, deletes, locks or signs out is asked about first") }
        for (name, words) in values.sorted(by: { $0.key < $1.key }) { lines.append("Value \(name) from: \(words)") }
        return lines
    }
}
