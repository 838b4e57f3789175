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
    static var typeDisplayName: String { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// How a value is shown and which other names it answers to.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral {
    public var title: String
    public var synonyms: [String]

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
