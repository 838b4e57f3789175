import Foundation
import HarkKit

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
    /// Why Hark asks about a phrase that fits well enough to run (`MatchCandidate.askedBecause`).
    public var askedBecause: MatchCandidate.AskReason?

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

    /// Whether every value was said as a yes or a no ("Donaro ok", "ok" being a feeling): with
    /// nothing else said, the matcher asks about such a request instead of running it.
    public var valuesSaidAsYesOrNo: Bool {
        UniversalWords.areYesOrNo(saidAs.values)
    }

    /// How Hark names the shortcut in a question: `Log a Drink in Hydrator`, `your shortcut “Hydrate me”`.
    public var shortcutName: String {
        (isUserShortcut ? ShortcutName.userShortcut(phrase: shortcut) : .appShortcut(title: shortcut, app: app)).description
    }

    /// The shortcut as `hark match` and the trace name it in every line: `Hydrator › Track Intake`,
    /// `Hydrator › Track Intake (your shortcut “Tea time”)`.
    public var matchName: String {
        "\(app) › \(intent)" + (isUserShortcut ? " (your shortcut “\(shortcut)”)" : "")
    }

    /// One line, worded as the trace's match line, slot fills in the phrase's order:
    /// `0.86  Hydrator › Track Intake (phrase "Log {ounces} …") with ounces = 8, hydrationType = tea`.
    public var summary: String {
        let matched = MatchedIntent(app: app, intent: intent, source: isUserShortcut ? .userShortcut(phrase) : .phrase(phrase))
        let filled = slotsText.isEmpty ? "" : " with \(slotsText)"
        return "\(String(format: "%.2f", score))  \(matched)\(filled)"
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
        case .number(let number): self = .decimal(number)
        case .boolean(let value): self = .value(value ? "yes" : "no")
        case .text(let text), .date(let text): self = .value(text)
        case .choice(let id): self = .value(id)
        case .list(let items): self = .list(items.map(SlotFill.init))
        }
    }

    /// The value as text: `8`, `tea`, `tea and coffee`.
    public var spokenText: String {
        switch self {
        case .number(let number): String(number)
        case .decimal(let number): number.spokenText
        case .value(let canonical), .text(let canonical): canonical
        case .list(let items): items.map(\.spokenText).spokenText
        }
    }
}
