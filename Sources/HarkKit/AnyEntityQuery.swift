/// An entity query with its entity type forgotten, as the engine uses it: each call runs the
/// app's async query to its end on the calling thread, with `IntentContext.current` set.
///
///     let query = AnyEntityQuery(MeditationSession.self)
///     try query.suggestedEntities(in: context).map(\.spokenText)   // ["Calming", "Walking", …]
public struct AnyEntityQuery: Sendable {
    /// The entity type's name for people ("Session").
    public let typeDisplayName: String
    private let byIDs: @Sendable ([String]) async throws -> [any ParameterValue]
    private let matching: @Sendable (String) async throws -> [any ParameterValue]
    private let suggested: @Sendable () async throws -> [any ParameterValue]
    private let option: @Sendable (any ParameterValue) -> ChoiceOption?

    init<E: AppEntity>(_ type: E.Type) {
        typeDisplayName = E.typeDisplayName
        byIDs = { ids in try await E.defaultQuery.entities(for: ids.compactMap(E.ID.entityIdentifier(for:))) }
        suggested = { try await E.defaultQuery.suggestedEntities() }
        matching = { text in
            if let query = E.defaultQuery as? any EntityStringQuery {
                return try await Self.entities(of: query, matching: text)
            }
            let said = EntityWords.of(text)
            return try await E.defaultQuery.suggestedEntities().filter { entity in
                let shown = entity.displayRepresentation
                return ([shown.title] + shown.synonyms).contains { EntityWords.of($0) == said }
            }
        }
        option = { value in
            guard let entity = value as? E else { return nil }
            let shown = entity.displayRepresentation
            return ChoiceOption(id: entity.id.entityIdentifierString, title: shown.title, synonyms: shown.synonyms)
        }
    }

    private static func entities(of query: some EntityStringQuery, matching text: String) async throws
        -> [any ParameterValue]
    {
        try await query.entities(matching: text)
    }

    /// The entities with these identifiers, through the type's query.
    public func entities(for ids: [String], in context: IntentContext) throws -> [any ParameterValue] {
        try DrivenTask.run(in: context) { try await byIDs(ids) }
    }

    /// The entities a spoken name may mean, best first: the type's string query, else its suggested entities by title and synonyms.
    public func entities(matching text: String, in context: IntentContext) throws -> [any ParameterValue] {
        try DrivenTask.run(in: context) { try await matching(text) }
    }

    /// The entities offered in lists and expanded into phrases.
    public func suggestedEntities(in context: IntentContext) throws -> [any ParameterValue] {
        try DrivenTask.run(in: context) { try await suggested() }
    }

    /// The entity as a choice: its id, title and synonyms.
    public func choice(for entity: any ParameterValue) -> ChoiceOption? { option(entity) }
}

/// The lowercase words of a name, for comparing what was said with a title.
enum EntityWords {
    static func of(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
