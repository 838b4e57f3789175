import HarkKit

/// One intent instance in flight, with its type forgotten: parameters, resolve, confirm, handle.
///
///     let driver = IntentDriver(TrackIntake.self)
///     driver.parameters.named("ounces")?.assign(8)
///     driver.resolve("ounces")   // .success(8)
struct IntentDriver: Sendable {
    let title: String
    /// The intent's type, to find the App Shortcuts that run it.
    let intentType: any Intent.Type
    let isDiscoverable: Bool
    let parameters: IntentParameters
    private let resolvers: [String: @Sendable () -> AnyResolution]
    private let availabilityStep: @Sendable (IntentContext) -> IntentAvailability
    private let confirmStep: @Sendable (IntentContext) -> ConfirmResult
    private let handleStep: @Sendable (IntentContext) throws -> IntentResult

    init(_ type: any Intent.Type) {
        self = Self.make(type)
    }

    private static func make<I: Intent>(_ type: I.Type) -> IntentDriver {
        let intent = I()
        let parameters = IntentParameters(of: intent)
        var resolvers: [String: @Sendable () -> AnyResolution] = [:]
        for resolver in I.resolvers {
            guard let name = parameters.name(of: resolver.keyPath, on: intent) else { continue }
            let resolve = resolver.resolve
            resolvers[name] = { resolve(intent) }
        }
        return IntentDriver(
            title: I.title, intentType: I.self, isDiscoverable: I.isDiscoverable, parameters: parameters,
            resolvers: resolvers,
            availabilityStep: { intent.availability(in: $0) },
            confirmStep: { intent.confirm(in: $0) },
            handleStep: { try intent.handle(in: $0) })
    }

    private init(
        title: String, intentType: any Intent.Type, isDiscoverable: Bool, parameters: IntentParameters,
        resolvers: [String: @Sendable () -> AnyResolution],
        availabilityStep: @escaping @Sendable (IntentContext) -> IntentAvailability,
        confirmStep: @escaping @Sendable (IntentContext) -> ConfirmResult,
        handleStep: @escaping @Sendable (IntentContext) throws -> IntentResult
    ) {
        self.title = title
        self.intentType = intentType
        self.isDiscoverable = isDiscoverable
        self.parameters = parameters
        self.resolvers = resolvers
        self.availabilityStep = availabilityStep
        self.confirmStep = confirmStep
        self.handleStep = handleStep
    }

    /// The intent's resolve step for a parameter, or the default: a missing required value
    /// needs a value, anything else succeeds.
    func resolve(_ name: String) -> AnyResolution {
        if let resolver = resolvers[name] { return resolver() }
        guard let parameter = parameters.named(name) else { return .notRequired }
        if let value = parameter.anyValue { return .success(value) }
        return parameter.isRequired ? .needsValue(nil) : .notRequired
    }

    func availability(in context: IntentContext) -> IntentAvailability { availabilityStep(context) }

    func confirm(in context: IntentContext) -> ConfirmResult { confirmStep(context) }

    func handle(in context: IntentContext) throws -> IntentResult { try handleStep(context) }

    /// "Hydrator.TrackIntake", as `IntentIdentity` names it.
    func intentID(in app: String) -> String { IntentIdentity.id(of: intentType, in: app) }

    static func parameterNames(of type: any Intent.Type) -> [String] {
        DeclaredParameters.of(type).entries.map(\.name)
    }
}
