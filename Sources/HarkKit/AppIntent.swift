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
    associatedtype PerformResult: IntentResult
    static var description: IntentDescription { get }
    /// Whether running the intent brings the app to the front; Hark has no front, so it only notes it.
    static var openAppWhenRun: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription(title) }
    public static var openAppWhenRun: Bool { false }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

/// Whether an intent may run on a locked device. Hark's terminal is never locked.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

extension AppIntent {
    /// Asks the person to confirm the whole action; returns on yes, throws on no.
    public func requestConfirmation() async throws {
        try await requestConfirmation(dialog: IntentDialog(full: "Do you want to \(Self.title)?"))
    }

    /// Asks the person to confirm with `dialog`; returns on yes, throws `ConfirmationDeclined` on no.
    public func requestConfirmation(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog
    ) async throws {
        let answer = try await IntentRequest.ask(IntentRequest(kind: .confirmation, dialog: dialog))
        guard case .confirmed(true) = answer else { throw ConfirmationDeclined() }
    }

    /// The iOS 16 form: confirms with the dialog of `result`.
    public func requestConfirmation<Result: IntentResult>(
        result: Result, confirmationActionName: ConfirmationActionName = .continue, showPrompt: Bool = true
    ) async throws {
        let dialog = (result as? any DialogCarrying)?.carriedDialog
        try await requestConfirmation(dialog: dialog ?? IntentDialog(full: "Do you want to \(Self.title)?"))
    }
}

/// When to ask for confirmation; Hark always asks.
public struct ConfirmationConditions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// The word on the button that confirms; Hark asks yes or no, so it only names the action.
public struct ConfirmationActionName: Sendable, Hashable {
    public let name: String
    public static let `continue` = ConfirmationActionName(name: "continue")
    public static let add = ConfirmationActionName(name: "add")
    public static let buy = ConfirmationActionName(name: "buy")
    public static let go = ConfirmationActionName(name: "go")
    public static let order = ConfirmationActionName(name: "order")
    public static let pay = ConfirmationActionName(name: "pay")
    public static let send = ConfirmationActionName(name: "send")
    public static let set = ConfirmationActionName(name: "set")
    public static let start = ConfirmationActionName(name: "start")
    public static let run = ConfirmationActionName(name: "run")
}

/// The person said no to `requestConfirmation`.
public struct ConfirmationDeclined: Error, CustomStringConvertible {
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
