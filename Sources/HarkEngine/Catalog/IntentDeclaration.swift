import HarkKit

/// An intent an installed app can run, whatever declared it: a Swift `Intent` type, or an app
/// file read at start-up. The engine sees only this, so both run through one pipeline.
///
///     let declaration = IntentDeclaration(TrackIntake.self)
///     declaration.id(in: "Hydrator")   // "Hydrator.TrackIntake"
public struct IntentDeclaration: Sendable {
    /// What identifies the intent within its app ("TrackIntake", "orderCoffee").
    public let name: String
    public let title: String
    /// Whether successful runs are donated.
    public let isDiscoverable: Bool
    /// The parameters as declared, never set: names, titles, prompts, kinds, in order.
    public let parameters: IntentParameters
    private let start: @Sendable () -> IntentSteps

    public init(_ type: any Intent.Type) {
        name = String(describing: type)
        title = type.title
        isDiscoverable = type.isDiscoverable
        parameters = DeclaredParameters.of(type)
        start = { IntentSteps.of(type) }
    }

    /// An intent declared as data; `start` makes the parameters and steps of one run.
    public init(
        name: String, title: String, isDiscoverable: Bool = true, parameters: IntentParameters,
        start: @escaping @Sendable () -> IntentSteps
    ) {
        self.name = name
        self.title = title
        self.isDiscoverable = isDiscoverable
        self.parameters = parameters
        self.start = start
    }

    /// "Hydrator.TrackIntake": how intents are named across apps and in the store.
    public func id(in app: String) -> String { "\(app).\(name)" }

    /// A fresh instance in flight.
    func driver() -> IntentDriver { IntentDriver(self, steps: start()) }
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
    public let handle: @Sendable (IntentContext) throws -> IntentResult

    public init(
        parameters: IntentParameters, resolve: @escaping @Sendable (String) -> AnyResolution?,
        availability: @escaping @Sendable (IntentContext) -> IntentAvailability = { _ in .available },
        confirm: @escaping @Sendable (IntentContext) -> ConfirmResult,
        handle: @escaping @Sendable (IntentContext) throws -> IntentResult
    ) {
        self.parameters = parameters
        self.resolve = resolve
        self.availability = availability
        self.confirm = confirm
        self.handle = handle
    }

    static func of(_ type: any Intent.Type) -> IntentSteps { make(type) }

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
