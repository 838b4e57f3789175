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
    /// at least 0.72 and no other shortcut comes within 0.02 of it.
    public func explain(_ utterance: String, limit: Int) -> [MatchExplanation] {
        index.matcher.candidates(for: utterance, limit: limit).compactMap { candidate in
            let phrase = index.templates[candidate.templateIndex].text
            switch index.target(of: candidate.shortcutID) {
            case .appShortcut(let shortcut):
                return MatchExplanation(
                    app: shortcut.appName, intent: shortcut.intentType.title, shortcut: shortcut.title,
                    isUserShortcut: false, phrase: phrase, score: candidate.score, slots: candidate.slots)
            case .userShortcut(let shortcut):
                guard let intent = catalog.intent(id: shortcut.intentID) else { return nil }
                return MatchExplanation(
                    app: intent.app.name, intent: intent.type.title, shortcut: shortcut.phrase, isUserShortcut: true,
                    phrase: phrase, score: candidate.score, slots: candidate.slots)
            case nil:
                return nil
            }
        }
    }
}

/// One phrase the matcher considered for an utterance.
public struct MatchExplanation: Sendable, Hashable {
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

    public init(
        app: String, intent: String, shortcut: String, isUserShortcut: Bool, phrase: String, score: Double,
        slots: [String: SlotFill]
    ) {
        self.app = app
        self.intent = intent
        self.shortcut = shortcut
        self.isUserShortcut = isUserShortcut
        self.phrase = phrase
        self.score = score
        self.slots = slots
    }

    /// One line, worded as the trace's match line, slot fills in the phrase's order:
    /// `0.86  Hydrator › Track Intake (phrase "Log {ounces} …") with ounces = 8, hydrationType = tea`.
    public var summary: String {
        let kind = isUserShortcut ? "user shortcut" : "phrase"
        let names = slots.keys.sorted {
            (phrase.range(of: "{\($0)}")?.lowerBound ?? phrase.endIndex, $0)
                < (phrase.range(of: "{\($1)}")?.lowerBound ?? phrase.endIndex, $1)
        }
        let fills = names.compactMap { name in slots[name].map { "\(name) = \($0.spokenText)" } }
        let filled = fills.isEmpty ? "" : " with \(fills.joined(separator: ", "))"
        return "\(String(format: "%.2f", score))  \(app) › \(intent) (\(kind) \"\(phrase)\")\(filled)"
    }
}

extension SlotFill {
    /// The value as text: `8`, `tea`.
    public var spokenText: String {
        switch self {
        case .number(let number): String(number)
        case .value(let canonical): canonical
        }
    }
}
