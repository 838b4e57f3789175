/// A type an intent parameter can hold: how answers are read into it and how it is said back.
///
///     @Parameter(title: "Ounces") var ounces: Int?   // Int is a ParameterValue
public protocol ParameterValue: IntentValue where ValueType == Self {
    /// How an answer for this type is understood.
    static var valueKind: ValueKind { get }
    /// Builds a value from an understood answer, or nil when the answer is of another kind.
    init?(answer: AnswerValue)
    /// The words used when the value is said back ("8", "water", "yes").
    var spokenText: String { get }
    /// The value as an answer, so it can be kept and filled in again (donations, relevant shortcuts).
    var answerValue: AnswerValue { get }
}

/// The kinds of answer the engine knows how to read.
public enum ValueKind: Sendable, Equatable {
    /// A whole number, said as digits or words.
    case integer
    /// A number that may have a fractional part ("2.5").
    case number
    /// Yes or no, in everyday words.
    case boolean
    /// Any words.
    case text
    /// One of a closed set of choices (enum cases).
    case choice([ChoiceOption])
    /// An app entity of the named type, looked up through its query (`AppEntity`).
    case entity(String)
    /// A calendar day ("today", "tomorrow", "Friday", "2026-03-04").
    case date
}

/// One choice of a closed set, with the names people use for it.
public struct ChoiceOption: Sendable, Hashable {
    /// The stable identifier (an enum case's raw value).
    public var id: String
    /// The display name, said back to the person.
    public var title: String
    /// Other names people use ("h2o" for water).
    public var synonyms: [String]

    /// A choice from its identifier, display name and other names.
    public init(id: String, title: String, synonyms: [String] = []) {
        self.id = id
        self.title = title
        self.synonyms = synonyms
    }
}

/// An answer the engine understood, before it becomes a typed value.
public enum AnswerValue: Sendable, Hashable, Codable {
    /// A number.
    case integer(Int)
    /// A number that may have a fractional part.
    case number(Double)
    /// Yes (true) or no (false).
    case boolean(Bool)
    /// Words as said.
    case text(String)
    /// One choice of a closed set, by its identifier.
    case choice(id: String)
    /// A calendar day as `yyyy-MM-dd`.
    case date(String)
    /// Several answers to a parameter that holds a list ("tea and coffee").
    case list([AnswerValue])
}

extension Int: ParameterValue {
    public static var valueKind: ValueKind { .integer }
    public init?(answer: AnswerValue) {
        guard case .integer(let value) = answer else { return nil }
        self = value
    }
    public var spokenText: String { String(self) }
}

extension Bool: ParameterValue {
    public static var valueKind: ValueKind { .boolean }
    public init?(answer: AnswerValue) {
        guard case .boolean(let value) = answer else { return nil }
        self = value
    }
    public var spokenText: String { self ? "yes" : "no" }
}

extension String: ParameterValue {
    public static var valueKind: ValueKind { .text }
    public init?(answer: AnswerValue) {
        guard case .text(let value) = answer else { return nil }
        self = value
    }
    public var spokenText: String { self }
}
