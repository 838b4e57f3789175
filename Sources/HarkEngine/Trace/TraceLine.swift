import HarkKit

/// The wording of trace events where text is shown (`~` lines in transcripts and piped output).
/// Nothing reads these words back: coverage and reports count the events themselves.
///
///     TraceEvent.resolved(parameter: "ounces", value: "8", outcome: .success).line
///     // "resolve ounces = 8: success"
extension TraceEvent {
    /// The event as one line, without the leading `~ `.
    public var line: String {
        switch self {
        case .matched(let match): "match \(match)"
        case .candidate(let name, let phrase): "candidate \(name) (phrase \"\(phrase)\")"
        case .notACommand(let signal): "not a command: \(signal.kind.rawValue) (\(signal.words.joined(separator: " ")))"
        case .unavailable: "availability: unavailable"
        case .resolved(let parameter, let value, let outcome):
            "resolve \(parameter)\(value.map { " = \($0)" } ?? ""): \(outcome.rawValue)"
        case .confirmed(let outcome): "confirm: \(outcome.rawValue)"
        case .readBack(let outcome): "read back: \(outcome.rawValue)"
        case .asked(let request, let step):
            "\(step.rawValue): \(([request.kind] + (request.parameter.map { [$0] } ?? [])).joined(separator: " "))"
        case .requestConfirmed(let yes): "confirm request: \(yes ? "yes" : "no")"
        case .handled(let outcome): "handle: \(outcome.rawValue)"
        case .performed(let outcome): "perform: \(outcome.rawValue)"
        case .stored(let record, let app): "store: saved \(Self.describe(record)) of \(app)"
        case .relevantShortcutsSet(let app, let count, let source):
            "relevant shortcuts: \(app) set \(count == 0 ? "an empty list" : "\(count)")\(source == .app ? "" : " from its companion")"
        case .donated(let app, let intent): "donations: \(app) donated \(intent)"
        case .donationsDeleted(let app, let count, let selection):
            "donations: deleted \(count) of \(app) \(Self.describe(selection))"
        case .appShortcutParametersUpdated(let app): "app shortcut parameters: \(app) updated"
        case .cancelled: "cancelled"
        case .pickedNone: "picked none"
        case .continuedActivity(let app, let type): "continue \(app) activity \(type)"
        case .unplaced(let value): "not used: \(value) (no parameter takes it)"
        case .onDevice(let note): "on a device: \(note)"
        case .negativePhrase(let app): "negative phrase of \(app): nothing runs"
        }
    }

    /// "a LogEntry", "an AccountEvent", "to orders".
    private static func describe(_ record: StoredRecordName) -> String {
        switch record {
        case .recordType(let type): HarkWording.withArticle(type)
        case .collection(let name): "to \(name)"
        }
    }

    private static func describe(_ selection: DonationSelection) -> String {
        switch selection {
        case .identifiers(let identifiers): "with identifiers \(identifiers.joined(separator: ", "))"
        case .group(let group): "of group \(group)"
        case .all: "(all)"
        }
    }
}
