import HarkKit

/// One intent instance in flight, with its type and dialect forgotten: parameters, then either
/// resolve → confirm → handle (an `Intent`) or an async `perform` (an `AppIntent`).
///
///     let driver = IntentDriver(TrackIntake.self)
///     driver.parameters.named("ounces")?.assign(8)
///     driver.resolve("ounces")   // .success(8)
struct IntentDriver: Sendable {
    let title: String
    /// The intent's type, to find the App Shortcuts that run it.
    let intentType: any DeclaredIntent.Type
    let isDiscoverable: Bool
    let parameters: IntentParameters
    private let resolvers: [String: @Sendable () -> AnyResolution]
    private let availabilityStep: @Sendable (IntentContext) -> IntentAvailability
    private let confirmStep: @Sendable (IntentContext) -> ConfirmResult
    private let handleStep: @Sendable (IntentContext) throws -> any IntentResult
    /// The intent's `perform`, for an App Intent; nil for resolve → confirm → handle.
    let performStep: (@Sendable () async throws -> any IntentResult)?

    init(_ type: any DeclaredIntent.Type) {
        if let type = type as? any Intent.Type {
            self = Self.pipeline(type)
        } else if let type = type as? any AppIntent.Type {
            self = Self.performing(type)
        } else {
            self = Self.unknownDialect(type)
        }
    }

    private static func pipeline<I: Intent>(_ type: I.Type) -> IntentDriver {
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
            handleStep: { try intent.handle(in: $0) },
            performStep: nil)
    }

    private static func performing<I: AppIntent>(_ type: I.Type) -> IntentDriver {
        let intent = I()
        return IntentDriver(
            title: I.title, intentType: I.self, isDiscoverable: I.isDiscoverable,
            parameters: IntentParameters(of: intent), resolvers: [:],
            availabilityStep: { _ in .available },
            confirmStep: { _ in .ready },
            handleStep: { _ in throw UnknownDialect(intent: I.title) },
            performStep: { try await intent.perform() })
    }

    /// An intent of neither dialect: Hark says it cannot run it.
    private static func unknownDialect(_ type: any DeclaredIntent.Type) -> IntentDriver {
        IntentDriver(
            title: type.title, intentType: type, isDiscoverable: false, parameters: IntentParameters(of: type.init()),
            resolvers: [:], availabilityStep: { _ in .available }, confirmStep: { _ in .ready },
            handleStep: { _ in throw UnknownDialect(intent: type.title) }, performStep: nil)
    }

    private init(
        title: String, intentType: any DeclaredIntent.Type, isDiscoverable: Bool, parameters: IntentParameters,
        resolvers: [String: @Sendable () -> AnyResolution],
        availabilityStep: @escaping @Sendable (IntentContext) -> IntentAvailability,
        confirmStep: @escaping @Sendable (IntentContext) -> ConfirmResult,
        handleStep: @escaping @Sendable (IntentContext) throws -> any IntentResult,
        performStep: (@Sendable () async throws -> any IntentResult)?
    ) {
        self.title = title
        self.intentType = intentType
        self.isDiscoverable = isDiscoverable
        self.parameters = parameters
        self.resolvers = resolvers
        self.availabilityStep = availabilityStep
        self.confirmStep = confirmStep
        self.handleStep = handleStep
        self.performStep = performStep
    }

    /// Whether the intent runs as an App Intents `perform`.
    var performs: Bool { performStep != nil }

    /// The name of the step that does the work, as traces say it.
    var workStep: String { performs ? "perform" : "handle" }

    /// The intent's resolve step for a parameter, or the default: a value out of the
    /// parameter's range is refused, a missing required value needs a value, anything else
    /// succeeds.
    func resolve(_ name: String) -> AnyResolution {
        if let resolver = resolvers[name] { return resolver() }
        guard let entry = parameters.entries.first(where: { $0.name == name }) else { return .notRequired }
        if let value = entry.parameter.anyValue {
            if let refusal = entry.parameter.refusal(of: value) { return .unsupported(refusal) }
            return .success(value)
        }
        return entry.isRequired ? .needsValue(nil) : .notRequired
    }

    func availability(in context: IntentContext) -> IntentAvailability { availabilityStep(context) }

    func confirm(in context: IntentContext) -> ConfirmResult { confirmStep(context) }

    func handle(in context: IntentContext) throws -> any IntentResult { try handleStep(context) }

    /// "Hydrator.TrackIntake", as `IntentIdentity` names it.
    func intentID(in app: String) -> String { IntentIdentity.id(of: intentType, in: app) }

    static func parameterNames(of type: any DeclaredIntent.Type) -> [String] {
        DeclaredParameters.of(type).entries.map(\.name)
    }
}

/// An intent that is neither an `Intent` nor an `AppIntent`.
private struct UnknownDialect: Error, CustomStringConvertible {
    let intent: String
    var description: String { "\(intent) is neither an Intent nor an AppIntent, so Hark cannot run it." }
}
