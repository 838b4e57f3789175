import Synchronization

/// A typed intent parameter, declared once, in order, with a title. Both dialects declare it:
///
///     @Parameter(title: "Ounces", prompt: "How many ounces?") var ounces: Int?     // resolve → handle
///     @Parameter(title: "Minutes", requestValueDialog: "How long?") var minutes: Int  // App Intents
///     @Parameter(title: "Session") var session: MeditationSession?                  // App Intents
///
/// In an `Intent`, a parameter is required unless `isRequired: false` says otherwise. In an
/// `AppIntent`, as on a device, a non-optional parameter is required (asked for before
/// `perform` runs) and an optional one is not. The value lives in shared storage so the engine
/// can fill it on an instance made with `init()`; `$name` names the parameter in phrases,
/// resolvers and requests.
@propertyWrapper
public struct Parameter<Value: IntentValue>: Sendable {
    /// The parameter's name for people ("Ounces").
    public let title: String
    /// What the parameter is for, if declared.
    public let description: String?
    /// Asked when the value is missing ("What is the <title>?" when not given).
    public let prompt: Dialog?
    /// Answers to a sensitive parameter are kept out of history.
    public let isSensitive: Bool
    /// Whether the declaration said if the parameter is required; nil leaves it to the dialect.
    public let requirement: Bool?
    /// The declared `inclusiveRange` of a whole-number parameter, for a recogniser to listen
    /// for those numbers only.
    public let wholeNumberRange: ClosedRange<Int>?
    /// Refuses a value outside the declared `inclusiveRange`.
    private let rangeCheck: @Sendable (any ParameterValue) -> Dialog?
    /// Reads an answer in the declaration's own way (a measurement's default unit); nil: the
    /// value type's way.
    private let reader: (@Sendable (AnswerValue) -> Value.ValueType?)?
    /// The values an options provider offers; nil without one.
    private let optionsSource: (@Sendable () async throws -> [any ParameterValue])?
    let storage: ParameterStorage<Value.ValueType>

    init(
        title: String, description: String?, prompt: Dialog?, requirement: Bool?, isSensitive: Bool,
        default defaultValue: Value.ValueType?, wholeNumberRange: ClosedRange<Int>? = nil,
        rangeCheck: @escaping @Sendable (any ParameterValue) -> Dialog? = { _ in nil },
        reader: (@Sendable (AnswerValue) -> Value.ValueType?)? = nil,
        options: (@Sendable () async throws -> [any ParameterValue])? = nil
    ) {
        self.title = title
        self.description = description
        self.prompt = prompt
        self.requirement = requirement
        self.isSensitive = isSensitive
        self.wholeNumberRange = wholeNumberRange
        self.rangeCheck = rangeCheck
        self.reader = reader
        optionsSource = options
        storage = ParameterStorage(defaultValue)
    }

    /// App Intents' declaration: required when the property is not optional. The control style
    /// and input connection shape a device's editor; Hark has none and ignores them.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.ValueType? = nil, controlStyle: ParameterControlStyle = .field,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, prompt: requestValueDialog, requirement: nil,
            isSensitive: false, default: defaultValue)
    }

    /// A resolve → handle declaration with a prompt.
    public init(title: String, prompt: Dialog, isSensitive: Bool = false) {
        self.init(
            title: title, description: nil, prompt: prompt, requirement: nil, isSensitive: isSensitive,
            default: nil)
    }

    /// A resolve → handle declaration that says whether the parameter is required.
    public init(title: String, prompt: Dialog? = nil, isRequired: Bool, isSensitive: Bool = false) {
        self.init(
            title: title, description: nil, prompt: prompt, requirement: isRequired, isSensitive: isSensitive,
            default: nil)
    }

    /// The value; a required parameter of an App Intent always has one by the time `perform` runs.
    public var wrappedValue: Value {
        get {
            guard let value = Value(parameterValue: storage.value) else {
                preconditionFailure("The parameter “\(title)” was read before it had a value.")
            }
            return value
        }
        nonmutating set { storage.value = newValue.parameterValue }
    }

    /// The parameter itself (`$ounces`), for phrases, resolvers and requests.
    public var projectedValue: Parameter<Value> { self }
}

/// App Intents' name for the type behind `@Parameter`.
public typealias IntentParameter = Parameter

extension Parameter where Value.ValueType: Comparable {
    /// App Intents' declaration of a number between two bounds; an answer outside them is
    /// refused and asked again.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.ValueType? = nil, controlStyle: ParameterControlStyle = .field,
        inclusiveRange: (Value.ValueType, Value.ValueType), requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let (lowest, highest) = inclusiveRange
        self.init(
            title: title, description: description, prompt: requestValueDialog, requirement: nil,
            isSensitive: false, default: defaultValue,
            wholeNumberRange: (lowest as? Int).flatMap { low in (highest as? Int).map { low...max(low, $0) } },
            rangeCheck: { value in
                guard let value = value as? Value.ValueType, value < lowest || value > highest else { return nil }
                return Dialog(full: "The \(title.lowercased()) must be from \(lowest.spokenText) to \(highest.spokenText).")
            })
    }
}

/// The box behind a parameter, shared by the copies of an intent value. An intent in flight is
/// used by one conversation at a time, but its `perform` may run on another thread (the main
/// actor), so the value is kept behind a lock.
final class ParameterStorage<Value: ParameterValue>: Sendable {
    private let stored: Mutex<Value?>

    init(_ value: Value?) {
        stored = Mutex(value)
    }

    var value: Value? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}

/// A parameter seen without its type: what the engine needs to ask for and fill it.
public protocol AnyParameter: Sendable {
    /// The parameter's name for people.
    var title: String { get }
    /// The question that asks for the value, if declared.
    var prompt: Dialog? { get }
    /// Whether the declaration said if the parameter is required; nil leaves it to the dialect.
    var requirement: Bool? { get }
    /// Whether the property is optional (App Intents: an optional parameter is not required).
    var isOptional: Bool { get }
    /// Whether answers are kept out of history.
    var isSensitive: Bool { get }
    /// How answers for the parameter are understood.
    var valueKind: ValueKind { get }
    /// The current value, type forgotten.
    var anyValue: (any ParameterValue)? { get }
    /// Stores `value` when it is of the parameter's type (or nil), or, for a list, of its
    /// element type (a list of one); returns whether it did.
    @discardableResult func assign(_ value: (any ParameterValue)?) -> Bool
    /// Stores several values as the list a list parameter holds; returns whether it did.
    @discardableResult func assign(items: [any ParameterValue]) -> Bool
    /// Whether the parameter holds a list (`[DrinkType]`), answered with one value or several.
    var isList: Bool { get }
    /// Builds a value of the parameter's type from an understood answer.
    func value(from answer: AnswerValue) -> (any ParameterValue)?
    /// Why a value cannot be used (a number outside `inclusiveRange`), or nil when it can.
    func refusal(of value: any ParameterValue) -> Dialog?
    /// Identifies the storage, so a key path can be matched to its name.
    var storageID: ObjectIdentifier { get }
    /// The query of an entity parameter; nil for every other kind.
    var entityQuery: AnyEntityQuery? { get }
    /// The unit a number may be said with ("shots" in "3 shots"); nil for none.
    var unit: String? { get }
    /// The whole numbers the parameter takes, when declared (`inclusiveRange`); nil for any.
    var wholeNumberRange: ClosedRange<Int>? { get }
    /// The values its options provider offers, run in `context`; nil without a provider.
    func options(in context: IntentContext) throws -> [any ParameterValue]?
}

extension AnyParameter {
    public var unit: String? { nil }
    public var wholeNumberRange: ClosedRange<Int>? { nil }
    public var isList: Bool { false }
    public func assign(items: [any ParameterValue]) -> Bool { false }
    public func options(in context: IntentContext) throws -> [any ParameterValue]? { nil }
}

extension Parameter: AnyParameter {
    /// Whether the property is optional.
    public var isOptional: Bool { Value.isOptional }
    /// How answers are understood: the value type's kind.
    public var valueKind: ValueKind { Value.ValueType.valueKind }
    /// The current value, type forgotten.
    public var anyValue: (any ParameterValue)? { storage.value }

    @discardableResult public func assign(_ value: (any ParameterValue)?) -> Bool {
        guard let value else {
            storage.value = nil
            return true
        }
        guard let typed = value as? Value.ValueType else { return assign(items: [value]) }
        storage.value = typed
        return true
    }

    @discardableResult public func assign(items values: [any ParameterValue]) -> Bool {
        guard let type = Value.ValueType.self as? any ListParameterValue.Type,
            let list = type.list(of: values) as? Value.ValueType
        else { return false }
        storage.value = list
        return true
    }

    public var isList: Bool { Value.ValueType.self is any ListParameterValue.Type }

    public func value(from answer: AnswerValue) -> (any ParameterValue)? {
        reader.map { $0(answer) } ?? Value.ValueType(answer: answer)
    }

    public func refusal(of value: any ParameterValue) -> Dialog? { rangeCheck(value) }

    public var storageID: ObjectIdentifier { ObjectIdentifier(storage) }

    public func options(in context: IntentContext) throws -> [any ParameterValue]? {
        guard let optionsSource else { return nil }
        return try DrivenTask.run(in: context) { try await optionsSource() }
    }

    /// The query of an entity parameter, or of a list of entities.
    public var entityQuery: AnyEntityQuery? {
        let type = (Value.ValueType.self as? any ListParameterValue.Type)?.elementType ?? Value.ValueType.self
        return (type as? any AppEntity.Type).map { AnyEntityQuery($0) }
    }
}
