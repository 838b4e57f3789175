import Synchronization

/// A question an intent asks while it runs. From an App Intents `perform` it is awaited
/// (`try await $minutes.requestValue()`): `perform` waits for the answer and goes on. From a
/// `handle` step, or thrown as `needsValueError`, it ends the step: Hark asks, then runs the step
/// again from the top with the answer, and nothing it wrote before asking is kept.
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
        /// Ask whether this value of the parameter is the one meant.
        case valueConfirmation(parameter: ObjectIdentifier, value: any ParameterValue)
    }

    /// What the request asks.
    public let kind: Kind
    /// The question; the parameter's prompt (or a list of the choices) when nil.
    public let dialog: Dialog?
    /// A card shown with the question (a confirmation's snippet).
    public var snippet: Snippet? = nil
    /// The words that answer a confirmation, when the app named its action (`.book`).
    public var actionName: ConfirmationActionName? = nil
}

extension IntentRequest {
    /// Asks the person through the run in flight and waits for the answer.
    static func ask(_ request: IntentRequest) async throws -> RequestAnswer {
        guard let requester = IntentContext.current.requester else { throw OutsideRunError() }
        return try await requester.ask(request)
    }
}

extension Parameter {
    /// The error that asks for this parameter's value and runs the step again from the top
    /// (App Intents' `needsValueError`).
    public func needsValueError(_ dialog: Dialog? = nil) -> IntentRequest {
        IntentRequest(kind: .value(parameter: storageID), dialog: dialog)
    }

    /// The error that asks the person to pick one of `items` and runs the step again from the
    /// top with the pick (App Intents' `needsDisambiguationError`).
    public func needsDisambiguationError(among items: [Value.ValueType], dialog: IntentDialog? = nil) -> IntentRequest {
        IntentRequest(kind: .disambiguation(parameter: storageID, among: items), dialog: dialog)
    }

    /// Asks the person for this parameter's value and waits for it (App Intents).
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType {
        _ = try await IntentRequest.ask(IntentRequest(kind: .value(parameter: storageID), dialog: dialog))
        guard let value = storage.value else { throw needsValueError(dialog) }
        return value
    }

    /// Asks the person to pick one of `items` and waits for the pick (App Intents). A single
    /// item is taken without asking; no items at all asks for a value instead.
    public func requestDisambiguation(among items: [Value.ValueType], dialog: IntentDialog? = nil) async throws
        -> Value.ValueType
    {
        if items.count == 1 {
            storage.value = items[0]
            return items[0]
        }
        guard !items.isEmpty else { return try await requestValue(dialog) }
        let request = IntentRequest(kind: .disambiguation(parameter: storageID, among: items), dialog: dialog)
        _ = try await IntentRequest.ask(request)
        guard let value = storage.value else { throw needsValueError(dialog) }
        return value
    }

    /// Asks the person whether `value` is the one they mean; returns their yes or no (App Intents).
    public func requestConfirmation(for value: Value.ValueType, dialog: IntentDialog? = nil) async throws -> Bool {
        let request = IntentRequest(kind: .valueConfirmation(parameter: storageID, value: value), dialog: dialog)
        guard case .confirmed(let yes) = try await IntentRequest.ask(request) else { return false }
        return yes
    }
}

/// The answers given to an intent's requests while it runs, and what its app signalled.
/// The engine makes one per run; an app only reads it through `IntentContext`.
public final class IntentRequestLedger: Sendable {
    private struct Entries {
        var answered: Set<ObjectIdentifier> = []
        var confirmed: Set<String> = []
        var updatedAppShortcutParameters = false
    }

    private let entries = Mutex(Entries())

    /// How far the run's work has got, as a `ProgressReportingIntent` reports it.
    public let progress = Progress(parent: nil)

    /// Whether the app asked Hark to refresh its App Shortcut phrases.
    public var updatedAppShortcutParameters: Bool { entries.withLock { $0.updatedAppShortcutParameters } }

    /// An empty ledger, for a run (or a context made outside one).
    public init() {}

    /// Notes that the person answered a request for the parameter.
    public func noteAnswer(for parameter: any AnyParameter) {
        let id = parameter.storageID
        entries.withLock { _ = $0.answered.insert(id) }
    }

    /// Notes that the person said yes to a confirmation request.
    public func noteConfirmation(of dialog: Dialog) { entries.withLock { _ = $0.confirmed.insert(dialog.full) } }

    func wasAnswered(_ id: ObjectIdentifier) -> Bool { entries.withLock { $0.answered.contains(id) } }
    func wasConfirmed(_ dialog: Dialog) -> Bool { entries.withLock { $0.confirmed.contains(dialog.full) } }
    func noteParameterUpdate() { entries.withLock { $0.updatedAppShortcutParameters = true } }
}

extension IntentContext {
    /// The parameter's value once the person has given it; asks for it the first time.
    public func requestValue<Value>(for parameter: Parameter<Value>, _ dialog: Dialog? = nil) throws -> Value.ValueType {
        if requests.wasAnswered(parameter.storageID), let value = parameter.storage.value { return value }
        throw parameter.needsValueError(dialog)
    }

    /// The item the person picked among `items`; asks the first time (App Intents'
    /// `requestDisambiguation(among:)`). A single item is taken without asking.
    public func requestDisambiguation<Value>(
        for parameter: Parameter<Value>, among items: [Value.ValueType], _ dialog: Dialog? = nil
    ) throws -> Value.ValueType {
        if requests.wasAnswered(parameter.storageID), let value = parameter.storage.value { return value }
        if items.count == 1 {
            parameter.storage.value = items[0]
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
