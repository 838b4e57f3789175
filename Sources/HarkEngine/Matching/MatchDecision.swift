/// A template the matcher considered, with how well it fits and what it would fill.
public struct MatchCandidate: Sendable, Hashable {
    /// Index into the templates the matcher was built from.
    public var templateIndex: Int
    public var shortcutID: String
    /// 0...1, higher is better; 1 means every word matched exactly.
    public var score: Double
    /// Slot name → value taken from the utterance.
    public var slots: [String: SlotFill]
    /// Slot name → the words that said its value ("8 oz", "green tea").
    public var saidAs: [String: String]

    public init(
        templateIndex: Int, shortcutID: String, score: Double, slots: [String: SlotFill], saidAs: [String: String] = [:]
    ) {
        self.templateIndex = templateIndex
        self.shortcutID = shortcutID
        self.score = score
        self.slots = slots
        self.saidAs = saidAs
    }
}

/// A slot value found in an utterance.
public enum SlotFill: Sendable, Hashable, Codable {
    case number(Int)
    /// The `SlotValue.canonical` of the value that was said.
    case value(String)
    /// Every value said for a slot of a list parameter ("tea and coffee" for `[DrinkType]`), in order.
    case list([SlotFill])
    /// Words said for a text parameter in place of the phrase's word for it ("the passports").
    case text(String)
}

/// What a person would decide the utterance means.
public enum MatchDecision: Sendable, Hashable {
    /// One shortcut is clearly meant.
    case matched(MatchCandidate)
    /// Two or more shortcuts fit about equally well: ask which, best first.
    case ambiguous([MatchCandidate])
    /// A shortcut that spends, deletes, locks or signs out fits, but only with some tolerance:
    /// ask "Did you mean …?" with its full phrase before running it.
    case confirm(MatchCandidate)
    /// A negated command, a question about one, a report of the past or a hypothetical: run
    /// nothing; `about` is the shortcut the rest of the utterance names.
    case notACommand(NotACommand, about: MatchCandidate)
    /// Nothing fits well enough; the nearest candidates (up to three), best first.
    case noMatch(nearest: [MatchCandidate])
}

extension MatchDecision {
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

    /// The nearest candidates of a `.noMatch`; empty otherwise.
    public var nearest: [MatchCandidate] {
        if case .noMatch(let nearest) = self { nearest } else { [] }
    }
}
