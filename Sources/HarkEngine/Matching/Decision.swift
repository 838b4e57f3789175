/// What a person would decide an utterance means, about candidates of one kind: the
/// matcher's (`MatchDecision`) or the same explained for people (`ExplainedDecision`).
public enum Decision<Candidate: Sendable & Hashable>: Sendable, Hashable {
    /// One shortcut is clearly meant: the best score is at least `MatchCosts.acceptScore` and
    /// no other shortcut comes within `MatchCosts.ambiguityMargin` of it.
    case matched(Candidate)
    /// Two or more shortcuts fit about equally well: ask which, best first.
    case ambiguous([Candidate])
    /// A shortcut that spends, deletes, locks or signs out fits, but only with some tolerance:
    /// ask "Did you mean …?" with its full phrase before running it.
    case confirm(Candidate)
    /// A negated command, a question about one, a report of the past or a hypothetical: run
    /// nothing; `about` is the shortcut the rest of the utterance names.
    case notACommand(NotACommand, about: Candidate)
    /// Nothing fits well enough; the nearest candidates (up to three), best first.
    case noMatch(nearest: [Candidate])

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
    public var nearest: [Candidate] {
        if case .noMatch(let nearest) = self { nearest } else { [] }
    }

    /// The same decision about each candidate transformed; candidates `transform` drops are
    /// left out, and a decision about one that is dropped becomes a match of nothing.
    func compactMap<Other>(_ transform: (Candidate) -> Other?) -> Decision<Other> {
        switch self {
        case .matched(let candidate): transform(candidate).map { .matched($0) } ?? .noMatch(nearest: [])
        case .confirm(let candidate): transform(candidate).map { .confirm($0) } ?? .noMatch(nearest: [])
        case .notACommand(let signal, let candidate):
            transform(candidate).map { .notACommand(signal, about: $0) } ?? .noMatch(nearest: [])
        case .ambiguous(let candidates): .ambiguous(candidates.compactMap(transform))
        case .noMatch(let nearest): .noMatch(nearest: nearest.compactMap(transform))
        }
    }
}
