import Foundation

/// A thing of the app's own data a parameter can hold (App Intents' AppEntity): an identifier,
/// how it is shown and said, and the query that finds it.
///
///     struct MeditationSession: AppEntity {
///         static let typeDisplayRepresentation: TypeDisplayRepresentation = "Session"
///         static let defaultQuery = SessionQuery()
///         let id: UUID
///         let name: String
///         var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }
///     }
public protocol AppEntity: ParameterValue, Identifiable where ID: EntityIdentifierConvertible {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The type's name for people ("Session").
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The type's name; App Intents' older spelling of `typeDisplayRepresentation`.
    static var typeDisplayName: LocalizedStringResource { get }
    /// The query Hark uses to look entities up by id, by spoken name, and to suggest them.
    static var defaultQuery: DefaultQuery { get }
    /// How this entity is shown and which names it answers to.
    var displayRepresentation: DisplayRepresentation { get }
}

/// How an app finds its entities. Queries read the app's records through
/// `IntentContext.current`, or through the app's own singletons.
///
///     struct SessionQuery: EntityQuery {
///         func entities(for identifiers: [UUID]) async throws -> [MeditationSession] { ... }
///         func suggestedEntities() async throws -> [MeditationSession] { ... }
///     }
public protocol EntityQuery: Sendable {
    /// The entity type the query finds.
    associatedtype Entity: AppEntity
    /// The entities with these identifiers; unknown ones are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered in lists and expanded into App Shortcut phrases. Default: none.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities by what the person said, best first. Without one, Hark
/// looks for the words among the titles and synonyms of the suggested entities.
public protocol EntityStringQuery: EntityQuery {
    /// The entities the words may mean, best first.
    func entities(matching string: String) async throws -> [Entity]
}

/// An entity identifier Hark can keep as text: `UUID`, `String` or `Int`.
public protocol EntityIdentifierConvertible: Hashable, Sendable {
    /// The identifier as text, as Hark stores it.
    var entityIdentifierString: String { get }
    /// The identifier a stored text stands for, or nil.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

extension AppEntity {
    /// The type's name, when only `typeDisplayName` is declared: the Swift type's name.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: String(describing: Self.self))
    }

    public static var typeDisplayName: LocalizedStringResource { typeDisplayRepresentation.name }
    public static var valueKind: ValueKind { .entity(typeDisplayName) }
    /// Entities are looked up through their query, never built from an answer alone.
    public init?(answer: AnswerValue) { nil }
    public var spokenText: String { displayRepresentation.title }
    /// The entity as an answer: its identifier.
    public var answerValue: AnswerValue { .choice(id: id.entityIdentifierString) }
}
