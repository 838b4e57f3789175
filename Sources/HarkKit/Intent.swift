import Foundation

/// Something a person can ask an app to do: typed parameters, then resolve → confirm → handle.
///
///     struct TrackIntake: Intent {
///         static let title = "Track Intake"
///         @Parameter(title: "Ounces", prompt: "How many ounces?") var ounces: Int?
///         func handle(in context: IntentContext) throws -> IntentResult { .success("Done.") }
///     }
public protocol Intent: Sendable {
    init()
    static var title: String { get }
    /// Resolve steps by parameter; a parameter without one is asked for when required and missing.
    static var resolvers: [ParameterResolver<Self>] { get }
    /// Whether successful runs teach suggestions (donations). Default: true.
    static var isDiscoverable: Bool { get }
    /// Whether a run spends money, deletes, locks or signs out. Hark never runs such an intent on
    /// a match that needed any tolerance (a typo, a missing or extra word, another order) without
    /// first asking “Did you mean …?” with the full phrase. Default: false.
    static var isConsequential: Bool { get }
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
    public static var isConsequential: Bool { false }
    public func availability(in context: IntentContext) -> IntentAvailability { .available }
    public func confirm(in context: IntentContext) -> ConfirmResult { .ready }
}

/// What an intent may use while it runs: the time, the place, its app's records, the answers
/// to what it asked from inside `handle`, its relevant shortcuts and its donations.
public struct IntentContext: Sendable {
    public let now: Date
    public let location: Location?
    public let records: any RecordStore
    public let requests: IntentRequestLedger
    public let relevantShortcuts: any RelevantShortcutStore
    public let donations: any DonationStore

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
    case available
    /// Say why (a signed-out app says how to sign in) and stop.
    case unavailable(Dialog)
}

/// A point on Earth in degrees.
public struct Location: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The outcome of the confirm step.
public enum ConfirmResult: Sendable {
    case ready
    /// Stop here and say why.
    case failure(Dialog)
    /// Ask the person this yes/no question; handle only on yes.
    case askUser(Dialog)
}

/// The outcome of the handle step, with what to say and an optional card to show.
public struct IntentResult: Sendable {
    public enum Outcome: String, Sendable {
        case success, failure
    }

    public let outcome: Outcome
    public let dialog: Dialog
    public let snippet: Snippet?

    public static func success(_ dialog: Dialog, snippet: Snippet? = nil) -> IntentResult {
        IntentResult(outcome: .success, dialog: dialog, snippet: snippet)
    }

    public static func failure(_ dialog: Dialog) -> IntentResult {
        IntentResult(outcome: .failure, dialog: dialog, snippet: nil)
    }
}
