/// A thing of the app's own data a parameter can hold (App Intents' AppEntity): an identifier,
/// how it is shown and said, and the query that finds it.
///
///     struct MeditationSession: AppEntity {
///         static let typeDisplayName = "Session"
///         static let defaultQuery = SessionQuery()
///         let id: String
///         var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }
///     }
public protocol AppEntity: ParameterValue, Identifiable where ID == String {
    /// The query that finds entities of this type.
    associatedtype Query: EntityQuery where Query.Entity == Self
    /// The type's name for people ("Session"), used in questions and lists.
    static var typeDisplayName: String { get }
    /// The query Hark uses to look entities up by id, by spoken name, and to suggest them.
    static var defaultQuery: Query { get }
    /// How this entity is shown and which names it answers to.
    var displayRepresentation: DisplayRepresentation { get }
}

/// How an app finds its entities; each call may read the app's records through the context.
///
///     struct SessionQuery: EntityQuery {
///         func entities(for ids: [String], in context: IntentContext) throws -> [MeditationSession] { ... }
///         func entities(matching text: String, in context: IntentContext) throws -> [MeditationSession] { ... }
///         func suggestedEntities(in context: IntentContext) throws -> [MeditationSession] { ... }
///     }
public protocol EntityQuery: Sendable {
    /// The entity type the query finds.
    associatedtype Entity: AppEntity
    /// The entities with these identifiers; unknown ones are left out.
    func entities(for ids: [String], in context: IntentContext) throws -> [Entity]
    /// The entities a spoken name may mean, best first (App Intents' EntityStringQuery).
    func entities(matching text: String, in context: IntentContext) throws -> [Entity]
    /// The entities offered in lists and expanded into App Shortcut phrases.
    func suggestedEntities(in context: IntentContext) throws -> [Entity]
}

extension AppEntity {
    public static var valueKind: ValueKind { .entity(typeDisplayName) }
    /// Entities are looked up through their query, never built from an answer alone.
    public init?(answer: AnswerValue) { nil }
    public var spokenText: String { displayRepresentation.title }
}

/// An entity query with its entity type forgotten, as the engine uses it.
public struct AnyEntityQuery: Sendable {
    /// The entity type's name for people.
    public let typeDisplayName: String
    private let byIDs: @Sendable ([String], IntentContext) throws -> [any ParameterValue]
    private let matching: @Sendable (String, IntentContext) throws -> [any ParameterValue]
    private let suggested: @Sendable (IntentContext) throws -> [any ParameterValue]
    private let option: @Sendable (any ParameterValue) -> ChoiceOption?

    init<E: AppEntity>(_ type: E.Type) {
        typeDisplayName = E.typeDisplayName
        byIDs = { try E.defaultQuery.entities(for: $0, in: $1) }
        matching = { try E.defaultQuery.entities(matching: $0, in: $1) }
        suggested = { try E.defaultQuery.suggestedEntities(in: $0) }
        option = { value in
            guard let entity = value as? E else { return nil }
            let shown = entity.displayRepresentation
            return ChoiceOption(id: entity.id, title: shown.title, synonyms: shown.synonyms)
        }
    }

    /// The entities with these identifiers, through the type's query.
    public func entities(for ids: [String], in context: IntentContext) throws -> [any ParameterValue] {
        try byIDs(ids, context)
    }

    /// The entities a spoken name may mean, best first, through the type's query.
    public func entities(matching text: String, in context: IntentContext) throws -> [any ParameterValue] {
        try matching(text, context)
    }

    /// The entities offered in lists and phrases, through the type's query.
    public func suggestedEntities(in context: IntentContext) throws -> [any ParameterValue] {
        try suggested(context)
    }

    /// The entity as a choice: its id, title and synonyms.
    public func choice(for entity: any ParameterValue) -> ChoiceOption? { option(entity) }
}
