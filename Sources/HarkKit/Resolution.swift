/// The result of resolving one parameter: SiriKit's resolution result set.
///
///     func resolveOunces() -> Resolution<Int> {
///         guard let ounces, ounces > 0 else { return .needsValue() }
///         return .success(ounces)
///     }
public enum Resolution<Value: ParameterValue>: Sendable {
    /// The value is right; go on.
    case success(Value)
    /// Ask for the value, with the given question or the parameter's prompt.
    case needsValue(Dialog? = nil)
    /// Ask the person to pick one of these.
    case disambiguation([Value], Dialog? = nil)
    /// Ask the person to confirm this value before going on, with a card of what it means
    /// when given (a snippet at value confirmation).
    case confirmationRequired(Value, Dialog? = nil, snippet: Snippet? = nil)
    /// Say why the value cannot be used, then ask for another.
    case unsupported(Dialog)
    /// The parameter is not needed this time.
    case notRequired

    /// The same result with the value's type forgotten.
    public var erased: AnyResolution {
        switch self {
        case .success(let value): .success(value)
        case .needsValue(let dialog): .needsValue(dialog)
        case .disambiguation(let values, let dialog): .disambiguation(values, dialog)
        case .confirmationRequired(let value, let dialog, let snippet): .confirmationRequired(value, dialog, snippet: snippet)
        case .unsupported(let dialog): .unsupported(dialog)
        case .notRequired: .notRequired
        }
    }
}

/// A resolution whose value type the engine does not need to know.
public enum AnyResolution: Sendable {
    /// See `Resolution.success`.
    case success(any ParameterValue)
    /// See `Resolution.needsValue`.
    case needsValue(Dialog?)
    /// See `Resolution.disambiguation`.
    case disambiguation([any ParameterValue], Dialog?)
    /// See `Resolution.confirmationRequired`.
    case confirmationRequired(any ParameterValue, Dialog?, snippet: Snippet?)
    /// See `Resolution.unsupported`.
    case unsupported(Dialog)
    /// See `Resolution.notRequired`.
    case notRequired

    /// The outcome's name ("needsValue"), as messages about a resolution name it.
    public var outcomeName: String {
        switch self {
        case .success: "success"
        case .needsValue: "needsValue"
        case .disambiguation: "disambiguation"
        case .confirmationRequired: "confirmationRequired"
        case .unsupported: "unsupported"
        case .notRequired: "notRequired"
        }
    }
}

/// Binds a parameter to the intent's resolve step for it.
///
///     static var resolvers: [ParameterResolver<Self>] {
///         [ParameterResolver(\.$ounces) { $0.resolveOunces() }]
///     }
public struct ParameterResolver<I: Intent>: Sendable {
    /// The parameter (`\.$ounces`).
    public let keyPath: PartialKeyPath<I> & Sendable
    /// The resolve step, its result's type forgotten.
    public let resolve: @Sendable (I) -> AnyResolution

    /// Binds the parameter at `keyPath` to `resolve`, which Hark calls with the intent as filled so far.
    public init<Value>(
        _ keyPath: KeyPath<I, Parameter<Value>> & Sendable,
        _ resolve: @escaping @Sendable (I) -> Resolution<Value.ValueType>
    ) {
        self.keyPath = keyPath
        self.resolve = { resolve($0).erased }
    }
}
