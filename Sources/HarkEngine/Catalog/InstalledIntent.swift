import HarkKit

/// An intent an installed app can run, whatever declared it: a Swift `Intent` type, or an app
/// file read at start-up. The engine sees only this, so both run through one pipeline.
///
///     let declaration = InstalledIntent(TrackIntake.self)
///     declaration.id(in: "Hydrator")   // "Hydrator.TrackIntake"
public struct InstalledIntent: Sendable {
    /// What identifies the intent within its app, in the store too: a Swift type's
    /// `persistentIdentifier` ("TrackIntake"), an app file's `id` ("orderCoffee").
    public let name: String
    public let title: String
    /// Whether people can find it (in suggestions); its runs are donated either way.
    public let isDiscoverable: Bool
    /// Whether it may be suggested at all, and with which sets of values (nil: any).
    public let isEligibleForSuggestions: Bool
    public let supportedCombinations: [Set<String>]?
    /// Whether it spends, deletes, locks or signs out: never run on a tolerant match without asking.
    public let isConsequential: Bool
    /// Whether an App Intents `perform` does the work (rather than resolve → confirm → handle).
    public let performs: Bool
    /// What a device would also do when the intent runs that Hark cannot ("the app would
    /// open in the foreground"), for the trace.
    public let deviceNotes: [String]
    /// The parameters as declared, never set: names, titles, prompts, kinds, in order.
    public let parameters: IntentParameters
    private let start: @Sendable () -> IntentSteps

    public init(_ type: any DeclaredIntent.Type) {
        name = type.persistentIdentifier
        title = type.title
        isDiscoverable = type.isDiscoverable
        isEligibleForSuggestions = type.isEligibleForSuggestions
        supportedCombinations = type.supportedCombinations
        isConsequential = type.isConsequential
        performs = type is any AppIntent.Type
        deviceNotes = DeviceNotes.of(type)
        parameters = DeclaredParameters.of(type)
        start = { IntentSteps.of(type) }
    }

    /// An intent declared as data; `start` makes the parameters and steps of one run.
    public init(
        name: String, title: String, isDiscoverable: Bool = true, isConsequential: Bool = false,
        parameters: IntentParameters, start: @escaping @Sendable () -> IntentSteps
    ) {
        self.name = name
        self.title = title
        self.isDiscoverable = isDiscoverable
        isEligibleForSuggestions = true
        supportedCombinations = nil
        self.isConsequential = isConsequential
        self.performs = false
        deviceNotes = []
        self.parameters = parameters
        self.start = start
    }

    /// "Hydrator.TrackIntake": how intents are named across apps and in the store.
    public func id(in app: String) -> String { "\(app).\(name)" }

    /// A fresh instance in flight.
    func driver() -> IntentDriver { IntentDriver(self, steps: start()) }

    /// `intent` itself in flight, with the values it was made with: an intent another's
    /// result opened.
    static func driver(opening intent: some AppIntent) -> IntentDriver {
        IntentDriver(InstalledIntent(type(of: intent)), steps: IntentSteps.performing(intent))
    }
}

/// One run of an intent: its parameters (set as the run goes) and its steps.
///
///     IntentSteps(parameters: parameters, resolve: { name in nil }, confirm: { _ in .ready },
///                 handle: { _ in .success("Done.") })
public struct IntentSteps: Sendable {
    public let parameters: IntentParameters
    /// The resolve step of a parameter; nil leaves it to the default (ask when required and missing).
    public let resolve: @Sendable (String) -> AnyResolution?
    public let availability: @Sendable (IntentContext) -> IntentAvailability
    public let confirm: @Sendable (IntentContext) -> ConfirmResult
    public let handle: @Sendable (IntentContext) throws -> any IntentResult
    /// An App Intent's `perform`, which the engine drives as a coroutine; nil for handle steps.
    public let perform: (@Sendable () async throws -> any IntentResult)?

    public init(
        parameters: IntentParameters, resolve: @escaping @Sendable (String) -> AnyResolution?,
        availability: @escaping @Sendable (IntentContext) -> IntentAvailability = { _ in .available },
        confirm: @escaping @Sendable (IntentContext) -> ConfirmResult,
        handle: @escaping @Sendable (IntentContext) throws -> any IntentResult,
        perform: (@Sendable () async throws -> any IntentResult)? = nil
    ) {
        self.parameters = parameters
        self.resolve = resolve
        self.availability = availability
        self.confirm = confirm
        self.handle = handle
        self.perform = perform
    }

    /// The steps of a Swift intent of either dialect.
    static func of(_ type: any DeclaredIntent.Type) -> IntentSteps {
        if let type = type as? any Intent.Type { return make(type) }
        if let type = type as? any AppIntent.Type { return performing(type.init()) }
        let title = type.title
        return IntentSteps(
            parameters: IntentParameters(of: type.init()), resolve: { _ in nil }, confirm: { _ in .ready },
            handle: { _ in throw UnknownDialect(intent: title) })
    }

    /// An App Intent: no resolve or confirm steps; its `perform` does the work.
    static func performing<I: AppIntent>(_ intent: I) -> IntentSteps {
        IntentSteps(
            parameters: IntentParameters(of: intent), resolve: { _ in nil }, confirm: { _ in .ready },
            handle: { _ in throw UnknownDialect(intent: I.title) },
            perform: { try await intent.perform() })
    }

    private static func make<I: Intent>(_ type: I.Type) -> IntentSteps {
        let intent = I()
        let parameters = IntentParameters(of: intent)
        var resolvers: [String: @Sendable () -> AnyResolution] = [:]
        for resolver in I.resolvers {
            guard let name = parameters.name(of: resolver.keyPath, on: intent) else { continue }
            let resolve = resolver.resolve
            resolvers[name] = { resolve(intent) }
        }
        let bound = resolvers
        return IntentSteps(
            parameters: parameters, resolve: { bound[$0]?() },
            availability: { intent.availability(in: $0) },
            confirm: { intent.confirm(in: $0) },
            handle: { try intent.handle(in: $0) })
    }
}

/// An intent that is neither an `Intent` nor an `AppIntent`.
private struct UnknownDialect: Error, CustomStringConvertible {
    let intent: String
    var description: String { "\(intent) is neither an Intent nor an AppIntent, so Hark cannot run it." }
}
