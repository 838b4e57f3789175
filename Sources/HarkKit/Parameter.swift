/// A typed intent parameter, declared once, in order, with a title and a prompt.
///
///     @Parameter(title: "Ounces", prompt: "How many ounces?") var ounces: Int?
///
/// The value lives in shared storage so the engine can fill it on an instance made with
/// `init()`; `$ounces` names the parameter in phrases and resolvers.
@propertyWrapper
public struct Parameter<Value: ParameterValue>: Sendable {
    /// The parameter's name for people ("Ounces").
    public let title: String
    /// Asked when the value is missing; "What is the <title>?" when not given.
    public let prompt: Dialog?
    /// A parameter that is not required is never asked for by default.
    public let isRequired: Bool
    /// Answers to a sensitive parameter are kept out of history.
    public let isSensitive: Bool
    let storage: ParameterStorage<Value>

    /// Declares a parameter: its title, the question that asks for it, whether it is required and whether its answers are sensitive.
    public init(
        title: String, prompt: Dialog? = nil, isRequired: Bool = true, isSensitive: Bool = false
    ) {
        self.title = title
        self.prompt = prompt
        self.isRequired = isRequired
        self.isSensitive = isSensitive
        self.storage = ParameterStorage()
    }

    /// The value, nil until said, answered or resolved.
    public var wrappedValue: Value? {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// The parameter itself (`$ounces`), for phrases, resolvers and requests.
    public var projectedValue: Parameter<Value> { self }
}

/// The box behind a parameter. An intent in flight is used by one conversation at a time.
final class ParameterStorage<Value: ParameterValue>: @unchecked Sendable {
    var value: Value?
}

/// A parameter seen without its type: what the engine needs to ask for and fill it.
public protocol AnyParameter: Sendable {
    /// The parameter's name for people.
    var title: String { get }
    /// The question that asks for the value, if declared.
    var prompt: Dialog? { get }
    /// Whether Hark asks for the value when it is missing.
    var isRequired: Bool { get }
    /// Whether answers are kept out of history.
    var isSensitive: Bool { get }
    /// How answers for the parameter are understood.
    var valueKind: ValueKind { get }
    /// The current value, type forgotten.
    var anyValue: (any ParameterValue)? { get }
    /// Stores `value` when it is of the parameter's type (or nil); returns whether it did.
    @discardableResult func assign(_ value: (any ParameterValue)?) -> Bool
    /// Builds a value of the parameter's type from an understood answer.
    func value(from answer: AnswerValue) -> (any ParameterValue)?
    /// Identifies the storage, so a key path can be matched to its name.
    var storageID: ObjectIdentifier { get }
    /// The query of an entity parameter; nil for every other kind.
    var entityQuery: AnyEntityQuery? { get }
    /// The unit a number may be said with ("shots" in "3 shots"); nil for none.
    var unit: String? { get }
}

extension AnyParameter {
    public var unit: String? { nil }
}

extension Parameter: AnyParameter {
    /// How answers are understood: the value type's kind.
    public var valueKind: ValueKind { Value.valueKind }
    /// The current value, type forgotten.
    public var anyValue: (any ParameterValue)? { storage.value }

    @discardableResult public func assign(_ value: (any ParameterValue)?) -> Bool {
        guard let value else {
            storage.value = nil
            return true
        }
        guard let typed = value as? Value else { return false }
        storage.value = typed
        return true
    }

    public func value(from answer: AnswerValue) -> (any ParameterValue)? { Value(answer: answer) }
    public var storageID: ObjectIdentifier { ObjectIdentifier(storage) }

    public var entityQuery: AnyEntityQuery? {
        (Value.self as? any AppEntity.Type).map { AnyEntityQuery($0) }
    }
}
