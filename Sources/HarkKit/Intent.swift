import Foundation

/// Something a person can ask an app to do, in either dialect: an `Intent` (resolve → confirm →
/// handle) or an `AppIntent` (an async `perform`). The engine runs both.
///
///     let types: [any DeclaredIntent.Type] = [TrackIntake.self, StartMeditation.self]
public protocol DeclaredIntent: Sendable {
    /// Makes an intent with no values set; Hark fills its parameters.
    init()
    /// The intent's name for people ("Track Intake"), in traces, lists and coverage.
    static var title: LocalizedStringResource { get }
    /// Whether people can find the intent: false hides it from suggestions (App Intents hides
    /// it from the Shortcuts app and Spotlight). Its runs are donated all the same. Default: true.
    static var isDiscoverable: Bool { get }
    /// Whether the system may suggest the intent, from donations or relevant shortcuts (“Intent
    /// is eligible for Siri Suggestions” in an intent definition). Default: true.
    static var isEligibleForSuggestions: Bool { get }
    /// The sets of parameter names the intent may be suggested with (an intent definition's
    /// Supported Combinations); values for another set are not suggested. Default: nil, any set.
    ///
    ///     static let supportedCombinations: [Set<String>]? = [["card"]]
    static var supportedCombinations: [Set<String>]? { get }
    /// Whether a run spends money, deletes, locks or signs out. Hark never runs such an intent on
    /// a match that needed any tolerance (a typo, a missing or extra word, another order) without
    /// first asking “Did you mean …?” with the full phrase. Default: false. (A Hark addition:
    /// on a device, `authenticationPolicy` and confirmations play this part; an App Intent that
    /// requires authentication is consequential by default.)
    static var isConsequential: Bool { get }
    /// What the store knows the intent by, within its app: the person's shortcuts, donations
    /// and relevant shortcuts name it so (App Intents' `persistentIdentifier`). Default: the
    /// type's name. Declare it as that old name before renaming the type, and what people
    /// stored keeps working:
    ///
    ///     struct LogDrink: Intent {   // was TrackIntake
    ///         static let persistentIdentifier = "TrackIntake"
    ///     }
    static var persistentIdentifier: String { get }
}

extension DeclaredIntent {
    public static var isDiscoverable: Bool { true }
    public static var isEligibleForSuggestions: Bool { true }
    public static var supportedCombinations: [Set<String>]? { nil }
    public static var isConsequential: Bool { false }
    /// The type's name, as `String(describing:)` writes it, without the protocol-conformance
    /// search that costs start-up a lookup per intent type.
    public static var persistentIdentifier: String { _typeName(Self.self, qualified: false) }
}

/// Something a person can ask an app to do: typed parameters, then resolve → confirm → handle,
/// SiriKit's pipeline.
///
///     struct TrackIntake: Intent {
///         static let title = "Track Intake"
///         @Parameter(title: "Ounces", prompt: "How many ounces?") var ounces: Int?
///         func handle(in context: IntentContext) throws -> IntentResult { .success("Done.") }
///     }
public protocol Intent: DeclaredIntent {
    /// Resolve steps by parameter; a parameter without one is asked for when required and missing.
    static var resolvers: [ParameterResolver<Self>] { get }
    /// Checked first, before any question (a signed-out app). Default: available.
    func availability(in context: IntentContext) -> IntentAvailability
    /// The last check before handling. Default: ready.
    func confirm(in context: IntentContext) -> ConfirmResult
    /// Does the work. Nothing is kept unless it returns a success.
    func handle(in context: IntentContext) throws -> IntentResult
}

extension Intent {
    public static var resolvers: [ParameterResolver<Self>] { [] }
    public func availability(in context: IntentContext) -> IntentAvailability { .available }
    public func confirm(in context: IntentContext) -> ConfirmResult { .ready }
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

/// The outcome of the handle step, with what to say and an optional card to show. A handle
/// step returns it as an `IntentResult`:
///
///     func handle(in context: IntentContext) throws -> IntentResult { .success("Logged 8 ounces.") }
public struct HandleResult: IntentResult {
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
}

extension IntentResult where Self == HandleResult {
    /// Done: say `dialog`, show `snippet`, keep what `handle` wrote.
    public static func success(_ dialog: Dialog, snippet: Snippet? = nil) -> HandleResult {
        HandleResult(outcome: .success, dialog: dialog, snippet: snippet)
    }

    /// Not done: say why; nothing `handle` wrote is kept.
    public static func failure(_ dialog: Dialog) -> HandleResult {
        HandleResult(outcome: .failure, dialog: dialog, snippet: nil)
    }
}
