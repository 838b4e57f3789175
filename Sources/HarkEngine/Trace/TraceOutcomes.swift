import HarkKit

/// How a parameter's resolve step answered (SiriKit's resolution result set).
public enum ResolutionOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    case success, needsValue, disambiguation, confirmationRequired, unsupported, notRequired

    init(_ resolution: AnyResolution) {
        self =
            switch resolution {
            case .success: .success
            case .needsValue: .needsValue
            case .disambiguation: .disambiguation
            case .confirmationRequired: .confirmationRequired
            case .unsupported: .unsupported
            case .notRequired: .notRequired
            }
    }
}

/// How the intent's confirm step answered, or what the person said when it asked.
public enum ConfirmOutcome: String, Sendable, Hashable, Codable {
    case ready, failure
    case askUser = "ask the user"
    case yes, no
}

/// How a handle step ended (`error`: it threw; nothing is kept).
public enum HandleOutcome: String, Sendable, Hashable, Codable {
    case success, failure, error
}

/// How an App Intent's `perform` started or ended.
public enum PerformOutcome: String, Sendable, Hashable, Codable {
    case start, success, declined, cancelled, error
    /// It ended by throwing a request (`needsValueError`), which is asked like any other.
    case threwRequest = "threw needsValueError"
}

/// The step that does an intent's work.
public enum WorkStep: String, Sendable, Hashable, Codable {
    case handle, perform
}

/// What the working step asked the person, and about which parameter.
public enum AskedRequest: Sendable, Hashable, Codable {
    case value(parameter: String)
    case disambiguation(parameter: String)
    case confirmation
    case valueConfirmation(parameter: String)

    /// The kind of request, as coverage counts it: `needsValue`, `disambiguation`, `confirmation`.
    public var kind: String {
        switch self {
        case .value: "needsValue"
        case .disambiguation: "disambiguation"
        case .confirmation, .valueConfirmation: "confirmation"
        }
    }

    /// The parameter asked about, if any.
    public var parameter: String? {
        switch self {
        case .value(let name), .disambiguation(let name), .valueConfirmation(let name): name
        case .confirmation: nil
        }
    }
}
