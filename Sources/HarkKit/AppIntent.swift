/// An intent in Apple's App Intents dialect: a title and an async `perform`. Parameters that are
/// not optional are asked for before `perform` runs; inside it, `$parameter.requestValue()`,
/// `requestDisambiguation(among:)` and `requestConfirmation()` wait for the person's answer.
///
///     struct StartMeditationIntent: AppIntent {
///         static let title: LocalizedStringResource = "Start Meditation Session"
///         func perform() async throws -> some IntentResult & ProvidesDialog {
///             .result(dialog: "Okay, starting a meditation session.")
///         }
///     }
public protocol AppIntent: DeclaredIntent {
    /// What `perform` returns (`some IntentResult & ProvidesDialog`).
    associatedtype PerformResult: IntentResult
    /// The type of the intent's parameter summary.
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary
    /// The intent's parameters as a sentence, for the Shortcuts editor; Hark keeps it only.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    /// What the intent does, for lists of actions.
    static var description: IntentDescription { get }
    /// Whether running the intent brings the app to the front; Hark has no front, so it only notes it.
    static var openAppWhenRun: Bool { get }
    /// Whether the intent may run on a locked device.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// Does the work, awaiting the person's answers to its requests; nothing it wrote is kept unless it returns.
    func perform() async throws -> PerformResult
}

extension AppIntent where SummaryContent == NoParameterSummary {
    /// Default: none.
    public static var parameterSummary: NoParameterSummary { NoParameterSummary() }
}

extension AppIntent {
    /// Default: the title.
    public static var description: IntentDescription { IntentDescription(title) }
    /// Default: false.
    public static var openAppWhenRun: Bool { false }
    /// Default: always allowed.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    /// Default: whether the intent needs the device unlocked (`authenticationPolicy`), as
    /// moving money or private data does: Hark asks "Did you mean …?" before running it on a
    /// match that needed any tolerance, where a device would ask the person to authenticate.
    public static var isConsequential: Bool { authenticationPolicy != .alwaysAllowed }
}

/// Whether an intent may run on a locked device. Hark's terminal is never locked: an intent
/// that needs authentication is consequential instead.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    /// Runs whether or not the device is locked.
    case alwaysAllowed
    /// Runs only once the person has unlocked the device.
    case requiresAuthentication
    /// Runs only once the person has unlocked this very device.
    case requiresLocalDeviceAuthentication
}

extension AppIntent {
    /// Asks the person to confirm with `dialog` (default: "Do you want to <title>?"); returns
    /// on yes, throws `ConfirmationDeclined` on no. An action name other than `.continue` is
    /// offered as the answer ("(book or cancel)") and taken as a yes.
    public func requestConfirmation(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil
    ) async throws {
        let question = dialog ?? IntentDialog(full: "Do you want to \(Self.title)?")
        let request = IntentRequest(kind: .confirmation, dialog: question, actionName: actionName)
        guard case .confirmed(true) = try await IntentRequest.ask(request) else { throw ConfirmationDeclined() }
    }

    /// The iOS 16 form: confirms with the dialog of `result`.
    public func requestConfirmation<Result: IntentResult>(
        result: Result, confirmationActionName: ConfirmationActionName = .continue, showPrompt: Bool = true
    ) async throws {
        let dialog = (result as? any DialogCarrying)?.carriedDialog
        try await requestConfirmation(actionName: confirmationActionName, dialog: dialog)
    }
}

/// When to ask for confirmation; Hark always asks.
public struct ConfirmationConditions: OptionSet, Sendable {
    /// The conditions as bits.
    public let rawValue: Int
    /// Conditions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// The person said no to `requestConfirmation`.
public struct ConfirmationDeclined: Error, CustomStringConvertible {
    /// The error `requestConfirmation` throws on no.
    public init() {}
    public var description: String { "the person did not confirm" }
}

/// A result that carries a dialog, read when a result is used as a confirmation prompt.
protocol DialogCarrying {
    var carriedDialog: IntentDialog? { get }
}

extension IntentResultContainer: DialogCarrying {
    var carriedDialog: IntentDialog? { dialog }
}
