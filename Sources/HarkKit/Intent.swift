import Foundation

/// Something a person can ask an app to do: typed parameters, then resolve → confirm → handle.
///
///     struct TrackIntake: Intent {
///         static let title = "Track Intake"
///         @Parameter(title: "Ounces", prompt: "How many ounces?") var ounces: Int?
///         func handle(in context: IntentContext) throws -> IntentResult { .success("Done.") }
///     }
public protocol Intent: Sendable {
    /// Makes an intent with no values set; Hark fills its parameters.
    init()
    /// The intent's name for people ("Track Intake"), in traces, lists and coverage.
    static var title: String { get }
    /// Resolve steps by parameter; a parameter without one is asked for when required and missing.
    static var resolvers: [ParameterResolver<Self>] { get }
    /// Whether successful runs teach suggestions (donations). Default: true.
    static var isDiscoverable: Bool { get }
    /// Checked first, before any question (a signed-out app). Default: available.
    func availability(in context: IntentContext) -> IntentAvailability
    /// The last check before handling. Default: ready.
    func confirm(in context: IntentContext) -> ConfirmResult
    /// Does the work. Nothing is kept unless it returns a success.
    func handle(in context: IntentContext) throws -> IntentResult
}

extension Intent {
    public static var resolvers: [ParameterResolver<Self>] { [] }
    public static var isDiscoverable: Bool { true }
    public func availability(in context: IntentContext) -> IntentAvailability { .available }
    public func confirm(in context: IntentContext) -> ConfirmResult { .ready }
}

/// What an intent may use while it runs: the time, the place, its app's records, the answers
/// to what it asked from inside `handle`, its relevant shortcuts and its donations.
public struct IntentContext: Sendable {
    /// The time Hark believes it is (`--clock`, `@clock`).
    public let now: Date
    /// Where the person is, when known (`--location`, `@location`).
    public let location: Location?
    /// The app's own records; writes are kept only when `handle` succeeds.
    public let records: any RecordStore
    /// The answers to the requests the intent made from `handle`.
    public let requests: IntentRequestLedger
    /// Where the app sets its relevant shortcuts (in `handle` only).
    public let relevantShortcuts: any RelevantShortcutStore
    /// The app's donations, to label or delete (in `handle` only).
    public let donations: any DonationStore

    /// A context; the relevance stores default to ones that refuse changes (outside a run).
    public init(
        now: Date, location: Location?, records: any RecordStore,
        requests: IntentRequestLedger = IntentRequestLedger(),
        relevantShortcuts: any RelevantShortcutStore = UnavailableRelevanceStores(),
        donations: any DonationStore = UnavailableRelevanceStores()
    ) {
        self.now = now
        self.location = location
        self.records = records
        self.requests = requests
        self.relevantShortcuts = relevantShortcuts
        self.donations = donations
    }
}

/// Whether an intent can run now; checked before any question is asked.
public enum IntentAvailability: Sendable {
    /// The intent can run.
    case available
    /// Say why (a signed-out app says how to sign in) and stop.
    case unavailable(Dialog)
}

/// A point on Earth in degrees.
public struct Location: Sendable, Hashable {
    /// Degrees north of the equator (negative: south).
    public var latitude: Double
    /// Degrees east of Greenwich (negative: west).
    public var longitude: Double

    /// A point from its latitude and longitude in degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The outcome of the confirm step.
public enum ConfirmResult: Sendable {
    /// Go on to `handle`.
    case ready
    /// Stop here and say why.
    case failure(Dialog)
    /// Ask the person this yes/no question, with a card of what will be done when given (a
    /// snippet at intent confirmation); handle only on yes.
    case askUser(Dialog, snippet: Snippet? = nil)
}

/// The outcome of the handle step, with what to say and an optional card to show.
public struct IntentResult: Sendable {
    /// Whether the intent did what was asked.
    public enum Outcome: String, Sendable {
        /// `success` keeps what `handle` wrote; `failure` keeps nothing.
        case success, failure
    }

    /// Whether the intent did what was asked.
    public let outcome: Outcome
    /// What Hark says.
    public let dialog: Dialog
    /// A card shown under the dialog, if any.
    public let snippet: Snippet?

    /// Done: say `dialog`, show `snippet`, keep what `handle` wrote.
    public static func success(_ dialog: Dialog, snippet: Snippet? = nil) -> IntentResult {
        IntentResult(outcome: .success, dialog: dialog, snippet: snippet)
    }

    /// Not done: say why; nothing `handle` wrote is kept.
    public static func failure(_ dialog: Dialog) -> IntentResult {
        IntentResult(outcome: .failure, dialog: dialog, snippet: nil)
    }
}
