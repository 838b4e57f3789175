/// A question an intent asks from inside `handle`, App Intents style: Hark asks it, then runs
/// `handle` again with the answer. Nothing a handle wrote before asking is kept.
///
///     throw $minutes.needsValueError("How many minutes would you like?")
///     let session = try context.requestDisambiguation(for: $session, among: sessions)
///     try context.requestConfirmation("Sign out of Meditator?")
public struct IntentRequest: Error, Sendable {
    /// What the request asks.
    public enum Kind: Sendable {
        /// Ask for the parameter's value.
        case value(parameter: ObjectIdentifier)
        /// Ask the person to pick one of these for the parameter.
        case disambiguation(parameter: ObjectIdentifier, among: [any ParameterValue])
        /// Ask yes or no; go on only on yes.
        case confirmation
    }

    /// What the request asks.
    public let kind: Kind
    /// The question; the parameter's prompt (or a list of the choices) when nil.
    public let dialog: Dialog?
    /// A card shown with the question (a confirmation's snippet).
    public var snippet: Snippet? = nil
}

extension Parameter {
    /// The error that asks for this parameter's value and runs `handle` again (App Intents'
    /// `needsValueError`).
    public func needsValueError(_ dialog: Dialog? = nil) -> IntentRequest {
        IntentRequest(kind: .value(parameter: storageID), dialog: dialog)
    }
}

/// The answers given to an intent's requests while it runs, and what its app signalled.
/// The engine makes one per run; an app only reads it through `IntentContext`.
public final class IntentRequestLedger: @unchecked Sendable {
    private var answered: Set<ObjectIdentifier> = []
    private var confirmed: Set<String> = []
    /// Whether the app asked Hark to refresh its App Shortcut phrases.
    public private(set) var updatedAppShortcutParameters = false

    /// An empty ledger, for a run (or a context made outside one).
    public init() {}

    /// Notes that the person answered a request for the parameter.
    public func noteAnswer(for parameter: any AnyParameter) { answered.insert(parameter.storageID) }
    /// Notes that the person said yes to a confirmation request.
    public func noteConfirmation(of dialog: Dialog) { confirmed.insert(dialog.full) }

    func wasAnswered(_ id: ObjectIdentifier) -> Bool { answered.contains(id) }
    func wasConfirmed(_ dialog: Dialog) -> Bool { confirmed.contains(dialog.full) }
    func noteParameterUpdate() { updatedAppShortcutParameters = true }
}

extension IntentContext {
    /// The parameter's value once the person has given it; asks for it the first time.
    public func requestValue<Value>(for parameter: Parameter<Value>, _ dialog: Dialog? = nil) throws -> Value {
        if requests.wasAnswered(parameter.storageID), let value = parameter.wrappedValue { return value }
        throw parameter.needsValueError(dialog)
    }

    /// The item the person picked among `items`; asks the first time (App Intents'
    /// `requestDisambiguation(among:)`). A single item is taken without asking.
    public func requestDisambiguation<Value>(
        for parameter: Parameter<Value>, among items: [Value], _ dialog: Dialog? = nil
    ) throws -> Value {
        if requests.wasAnswered(parameter.storageID), let value = parameter.wrappedValue { return value }
        if items.count == 1 {
            parameter.wrappedValue = items[0]
            return items[0]
        }
        guard !items.isEmpty else { throw parameter.needsValueError(dialog) }
        throw IntentRequest(kind: .disambiguation(parameter: parameter.storageID, among: items), dialog: dialog)
    }

    /// Returns once the person has said yes to `dialog`; asks the first time, showing `snippet`
    /// with the question when given.
    public func requestConfirmation(_ dialog: Dialog, snippet: Snippet? = nil) throws {
        if requests.wasConfirmed(dialog) { return }
        throw IntentRequest(kind: .confirmation, dialog: dialog, snippet: snippet)
    }

    /// Tells Hark the app's entities changed, so phrases with entity parameters follow
    /// (App Intents' `updateAppShortcutParameters()`). Takes effect when the handle succeeds.
    public func updateAppShortcutParameters() { requests.noteParameterUpdate() }
}
