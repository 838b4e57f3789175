/// The type of a parameter property: a value (`Int`, an `AppEnum`, an `AppEntity`…) or an
/// optional one (App Intents' `_IntentValue`).
///
///     Parameter<Int>.self       // required in an AppIntent
///     Parameter<Int?>.self      // optional
public protocol IntentValue: Sendable {
    /// The value without its optionality.
    associatedtype ValueType: ParameterValue
    /// Whether the property is optional.
    static var isOptional: Bool { get }
    /// The property's value from the stored one; nil when a value is required and there is none.
    init?(parameterValue: ValueType?)
    /// The stored value the property's value stands for.
    var parameterValue: ValueType? { get }
}

extension Optional: IntentValue where Wrapped: ParameterValue {
    public typealias ValueType = Wrapped
    /// An optional is optional.
    public static var isOptional: Bool { true }
    /// The optional value; never fails.
    public init?(parameterValue: Wrapped?) { self = parameterValue }
    /// The optional value itself.
    public var parameterValue: Wrapped? { self }
}

extension ParameterValue {
    /// A value type is not optional.
    public static var isOptional: Bool { false }

    /// The value, or nil when there is none.
    public init?(parameterValue: Self?) {
        guard let parameterValue else { return nil }
        self = parameterValue
    }

    /// The value itself.
    public var parameterValue: Self? { self }
}
