/// The type of a parameter property: a value (`Int`, an `AppEnum`, an `AppEntity`…) or an
/// optional one (App Intents' `_IntentValue`).
///
///     Parameter<Int>.self       // required in an AppIntent
///     Parameter<Int?>.self      // optional
public protocol IntentValue: Sendable {
    /// The value without its optionality.
    associatedtype ValueType: ParameterValue
    static var isOptional: Bool { get }
    /// The property's value from the stored one; nil when a value is required and there is none.
    init?(parameterValue: ValueType?)
    var parameterValue: ValueType? { get }
}

extension Optional: IntentValue where Wrapped: ParameterValue {
    public typealias ValueType = Wrapped
    public static var isOptional: Bool { true }
    public init?(parameterValue: Wrapped?) { self = parameterValue }
    public var parameterValue: Wrapped? { self }
}

extension ParameterValue {
    public static var isOptional: Bool { false }

    public init?(parameterValue: Self?) {
        guard let parameterValue else { return nil }
        self = parameterValue
    }

    public var parameterValue: Self? { self }
}
