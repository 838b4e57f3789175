/// An enum a parameter can hold, with display names and synonyms (App Intents' AppEnum).
///
///     enum HydrationType: String, AppEnum {
///         case water, coffee
///         static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hydration Type"
///         static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
///             .water: DisplayRepresentation(title: "water", synonyms: ["h2o"]),
///             .coffee: "coffee",
///         ]
///     }
public protocol AppEnum: ParameterValue, CaseIterable, RawRepresentable, Hashable
where RawValue: LosslessStringConvertible {
    /// The type's name for people ("Hydration Type").
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The type's name; App Intents' older spelling of `typeDisplayRepresentation`.
    static var typeDisplayName: LocalizedStringResource { get }
    /// Each case's display name and synonyms; a case left out is shown by its raw value.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// How a value is shown and which other names it answers to.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The name shown and said back.
    public var title: LocalizedStringResource
    /// A second line shown under the title in lists.
    public var subtitle: LocalizedStringResource?
    /// Other names people use for the value.
    public var synonyms: [LocalizedStringResource]

    /// A display name and, optionally, a second line, a picture (a device shows it beside the
    /// title; Hark has no pictures, so it is not kept) and other names for it.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
    }

    /// A picture: an SF Symbol, an image of the app's assets, a URL or bytes.
    public struct Image: Sendable, Hashable {
        /// The SF Symbol's name, the asset's, or the URL; empty for bytes.
        public let name: String

        /// An SF Symbol (`"cup.and.saucer"`).
        public init(systemName: String) {
            name = systemName
        }

        /// An image of the app's assets.
        public init(named name: String) {
            self.name = name
        }

        /// The image at `url`.
        public init(url: URL, isTemplate: Bool = false) {
            name = url.absoluteString
        }

        /// An image of these bytes.
        public init(data: Data, isTemplate: Bool = false) {
            name = ""
        }
    }

    public init(stringLiteral value: String) {
        self.init(title: value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: String(stringInterpolation: stringInterpolation))
    }
}

/// How a type of value is named ("Session", "Hydration Type").
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The type's name ("Session").
    public var name: LocalizedStringResource
    /// How a count of values is said ("\\(placeholder: .int) sessions"); Hark keeps it only.
    public var numericFormat: LocalizedStringResource?

    /// A type's name and, optionally, how a count of it is said.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) {
        self.init(name: value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: String(stringInterpolation: stringInterpolation))
    }
}

extension AppEnum {
    /// The name of the type, when only `typeDisplayName` is declared.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: String(describing: Self.self))
    }

    public static var typeDisplayName: LocalizedStringResource { typeDisplayRepresentation.name }

    public static var valueKind: ValueKind {
        .choice(allCases.map { ChoiceOption(id: $0.choiceID, title: $0.displayTitle, synonyms: $0.synonyms) })
    }

    public init?(answer: AnswerValue) {
        guard case .choice(let id) = answer, let rawValue = RawValue(id) else { return nil }
        self.init(rawValue: rawValue)
    }

    /// The case's identifier among the choices: its raw value as text (`"water"`, `"3"`).
    var choiceID: String { rawValue.description }

    public var spokenText: String { displayTitle }

    /// The display name, as App Intents gives it for dialogs.
    public var localizedStringResource: LocalizedStringResource { displayTitle }

    /// The display name, or the raw value when none is declared.
    public var displayTitle: String { Self.caseDisplayRepresentations[self]?.title ?? choiceID }

    var synonyms: [String] { Self.caseDisplayRepresentations[self]?.synonyms ?? [] }
}
