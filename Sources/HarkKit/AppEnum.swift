/// An enum a parameter can hold, with display names and synonyms (App Intents' AppEnum).
///
///     enum HydrationType: String, AppEnum {
///         case water, coffee
///         static let typeDisplayName = "Hydration Type"
///         static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
///             .water: DisplayRepresentation(title: "water", synonyms: ["h2o"]),
///             .coffee: "coffee",
///         ]
///     }
public protocol AppEnum: ParameterValue, CaseIterable, RawRepresentable, Hashable
where RawValue == String {
    /// The type's name for people ("Hydration Type").
    static var typeDisplayName: String { get }
    /// Each case's display name and synonyms; a case left out is shown by its raw value.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// How a value is shown and which other names it answers to.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The name shown and said back.
    public var title: String
    /// Other names people use for the value.
    public var synonyms: [String]

    /// A display name and, optionally, other names for it.
    public init(title: String, synonyms: [String] = []) {
        self.title = title
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(title: value)
    }
}

extension AppEnum {
    public static var valueKind: ValueKind {
        .choice(allCases.map { ChoiceOption(id: $0.rawValue, title: $0.displayTitle, synonyms: $0.synonyms) })
    }

    public init?(answer: AnswerValue) {
        guard case .choice(let id) = answer else { return nil }
        self.init(rawValue: id)
    }

    public var spokenText: String { displayTitle }

    /// The display name, or the raw value when none is declared.
    public var displayTitle: String { Self.caseDisplayRepresentations[self]?.title ?? rawValue }

    var synonyms: [String] { Self.caseDisplayRepresentations[self]?.synonyms ?? [] }
}
