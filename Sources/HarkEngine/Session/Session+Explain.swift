import HarkKit
import Foundation

/// Why an utterance matches what it matches: the phrases that fit it best, with their scores.
///
///     session.explain("Log 8 cups of tea in Hydrator", limit: 3).first
///     // MatchExplanation(app: "Hydrator", intent: "Track Intake", shortcut: "Log a Drink", isUserShortcut: false,
///     //                  phrase: "Log {ounces} ounces of {hydrationType} in {app}", score: 0.86,
///     //                  slots: ["ounces": .number(8), "hydrationType": .value("tea")])
extension Session {
    /// The best-fitting phrases of the installed apps, best first, at most one per shortcut and
    /// at most `limit`. Scores run from 0 to 1; the matcher acts on the best one when it scores
    /// at least 0.75 and no other shortcut comes within 0.02 of it (see `decide(_:)`).
    public func explain(_ utterance: String, limit: Int) -> [MatchExplanation] {
        index.matcher.candidates(for: utterance, limit: limit).compactMap(explanation)
    }

    /// How the utterance was heard (fillers, frame, negation, context) and what is decided.
    public func understand(_ utterance: String) -> (hearing: UtteranceHearing, decision: ExplainedDecision) {
        let (hearing, decision) =
            environment.deviceStrict ? DeviceRules.understand(utterance, in: index) : index.matcher.understand(utterance)
        return (hearing, explained(decision))
    }

    /// What the matcher decides `utterance` means, as a conversation starting with it would act:
    ///
    ///     session.decide("Log tea in Hydrator")   // .matched(MatchExplanation(... shortcut: "Log a Drink" ...))
    ///     session.decide("Order a pizza")         // .noMatch(nearest: [])
    ///
    /// (Before matching, a conversation also answers "help", "cancel" and "What can I do with APP?".)
    public func decide(_ utterance: String) -> ExplainedDecision {
        understand(utterance).decision
    }

    private func explained(_ decision: MatchDecision) -> ExplainedDecision {
        switch decision {
        case .matched(let candidate):
            guard let chosen = explanation(of: candidate) else { return .noMatch(nearest: []) }
            return .matched(chosen)
        case .confirm(let candidate):
            guard let chosen = explanation(of: candidate) else { return .noMatch(nearest: []) }
            return .confirm(chosen)
        case .notACommand(let signal, let candidate):
            guard let about = explanation(of: candidate) else { return .noMatch(nearest: []) }
            return .notACommand(signal, about: about)
        case .ambiguous(let candidates):
            return .ambiguous(candidates.compactMap(explanation))
        case .noMatch(let nearest):
            return .noMatch(nearest: nearest.compactMap(explanation))
        }
    }

    private func explanation(of candidate: MatchCandidate) -> MatchExplanation? {
        let phrase = index.templates[candidate.templateIndex].text
        switch index.target(of: candidate.shortcutID) {
        case .appShortcut(let shortcut):
            return MatchExplanation(
                app: shortcut.appName, intent: shortcut.intent.title, shortcut: shortcut.title,
                isUserShortcut: false, phrase: phrase, score: candidate.score, slots: candidate.slots,
                saidAs: candidate.saidAs)
        case .userShortcut(let shortcut):
            guard let intent = catalog.intent(id: shortcut.intentID) else { return nil }
            let fixed = shortcut.fixedValues.mapValues(SlotFill.init)
            return MatchExplanation(
                app: intent.app.name, intent: intent.intent.title, shortcut: shortcut.phrase, isUserShortcut: true,
                phrase: phrase, score: candidate.score, slots: fixed.merging(candidate.slots) { $1 }, saidAs: candidate.saidAs)
        case nil:
            return nil
        }
    }
}

/// `Session.decide(_:)`: what a person would take an utterance to mean, with the phrases involved.
public enum ExplainedDecision: Sendable, Hashable {
    /// One shortcut is clearly meant: the best score is at least `acceptScore` and no other
    /// shortcut comes within `ambiguityMargin` of it.
    case matched(MatchExplanation)
    /// Two or more shortcuts fit about equally well (best first); Hark asks "Did you mean …?".
    case ambiguous([MatchExplanation])
    /// A consequential shortcut fits with some tolerance; Hark asks "Did you mean …?" with its phrase.
    case confirm(MatchExplanation)
    /// Negation, a question, the past or a hypothetical about a shortcut; Hark runs nothing.
    case notACommand(NotACommand, about: MatchExplanation)
    /// Nothing fits well enough; the nearest phrases (up to three, best first) Hark offers instead.
    case noMatch(nearest: [MatchExplanation])

    /// `matched`, `ambiguous`, `confirm`, `not a command` or `no match`.
    public var name: String {
        switch self {
        case .matched: "matched"
        case .ambiguous: "ambiguous"
        case .confirm: "confirm"
        case .notACommand: "not a command"
        case .noMatch: "no match"
        }
    }

    /// The least score the matcher acts on.
    public static let acceptScore = MatchCosts.acceptScore
    /// Shortcuts scoring within this of the best one are as good as it.
    public static let ambiguityMargin = MatchCosts.ambiguityMargin
}

/// One phrase the matcher considered for an utterance.
public struct MatchExplanation: Sendable, Hashable, Codable {
    /// The app the phrase belongs to.
    public let app: String
    /// The title of the intent the phrase runs.
    public let intent: String
    /// The App Shortcut's title, or a user shortcut's phrase.
    public let shortcut: String
    /// Whether the phrase is a user shortcut ("Hydrate me") rather than an App Shortcut phrase.
    public let isUserShortcut: Bool
    /// The phrase as registered, with `{app}` and `{parameter}` placeholders.
    public let phrase: String
    /// 0...1, higher is better; 1 means every word matched exactly.
    public let score: Double
    /// Parameter name → the value the utterance gives it.
    public let slots: [String: SlotFill]
    /// Parameter name → the words that said its value.
    public let saidAs: [String: String]

    public init(
        app: String, intent: String, shortcut: String, isUserShortcut: Bool, phrase: String, score: Double,
        slots: [String: SlotFill], saidAs: [String: String] = [:]
    ) {
        self.saidAs = saidAs
        self.app = app
        self.intent = intent
        self.shortcut = shortcut
        self.isUserShortcut = isUserShortcut
        self.phrase = phrase
        self.score = score
        self.slots = slots
    }

    /// How Hark names the shortcut in a question: `Log a Drink in Hydrator`, `your shortcut “Hydrate me”`.
    public var shortcutName: String {
        isUserShortcut ? "your shortcut “\(shortcut)”" : "\(shortcut) in \(app)"
    }

    /// The shortcut as `hark match` and the trace name it in every line: `Hydrator › Track Intake`,
    /// `Hydrator › Track Intake (your shortcut “Tea time”)`.
    public var matchName: String {
        "\(app) › \(intent)" + (isUserShortcut ? " (your shortcut “\(shortcut)”)" : "")
    }

    /// One line, worded as the trace's match line, slot fills in the phrase's order:
    /// `0.86  Hydrator › Track Intake (phrase "Log {ounces} …") with ounces = 8, hydrationType = tea`.
    public var summary: String {
        let kind = isUserShortcut ? "user shortcut" : "phrase"
        let filled = slotsText.isEmpty ? "" : " with \(slotsText)"
        return "\(String(format: "%.2f", score))  \(app) › \(intent) (\(kind) \"\(phrase)\")\(filled)"
    }

    /// The slot fills in the phrase's order: `ounces = 8, hydrationType = tea`; empty when none.
    public var slotsText: String {
        let names = slots.keys.sorted {
            (phrase.range(of: "{\($0)}")?.lowerBound ?? phrase.endIndex, $0)
                < (phrase.range(of: "{\($1)}")?.lowerBound ?? phrase.endIndex, $1)
        }
        return names.compactMap { name in slots[name].map { "\(name) = \($0.spokenText)" } }.joined(separator: ", ")
    }
}

extension SlotFill {
    /// A user shortcut's fixed value as a fill: numbers stay numbers, the rest their identifiers.
    init(_ answer: AnswerValue) {
        switch answer {
        case .integer(let number): self = .number(number)
        case .number(let number): self = .value(String(number))
        case .boolean(let value): self = .value(value ? "yes" : "no")
        case .text(let text), .date(let text): self = .value(text)
        case .choice(let id): self = .value(id)
        case .list(let items): self = .value(items.map { SlotFill($0).spokenText }.joined(separator: ", "))
        }
    }

    /// The value as text: `8`, `tea`.
    public var spokenText: String {
        switch self {
        case .number(let number): String(number)
        case .value(let canonical): canonical
        }
    }
}
