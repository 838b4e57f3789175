/// A template the matcher considered, with how well it fits and what it would fill.
public struct MatchCandidate: Sendable, Hashable {
    /// Index into the templates the matcher was built from.
    public var templateIndex: Int
    public var shortcutID: String
    /// 0...1, higher is better; 1 means every word matched exactly.
    public var score: Double
    /// Slot name → value taken from the utterance.
    public var slots: [String: SlotFill]

    public init(templateIndex: Int, shortcutID: String, score: Double, slots: [String: SlotFill]) {
        self.templateIndex = templateIndex
        self.shortcutID = shortcutID
        self.score = score
        self.slots = slots
    }
}

/// A slot value found in an utterance.
public enum SlotFill: Sendable, Hashable, Codable {
    case number(Int)
    /// The `SlotValue.canonical` of the value that was said.
    case value(String)
}

/// What a person would decide the utterance means.
public enum MatchDecision: Sendable, Hashable {
    /// One shortcut is clearly meant.
    case matched(MatchCandidate)
    /// Two or more shortcuts fit about equally well: ask which, best first.
    case ambiguous([MatchCandidate])
    /// Nothing fits well enough; the nearest candidates (up to three), best first.
    case noMatch(nearest: [MatchCandidate])
}
