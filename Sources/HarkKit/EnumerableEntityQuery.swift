/// A query over a small set of entities that it can list whole (App Intents'
/// `EnumerableEntityQuery`): the whole set is suggested, and found by identifier.
///
///     struct CafeQuery: EnumerableEntityQuery {
///         func allEntities() async throws -> [CafeEntity] { CafeEntity.all }
///     }
public protocol EnumerableEntityQuery: EntityQuery {
    /// The entity type, restated so that `allEntities()` alone names it.
    associatedtype Entity
    /// Every entity of the type.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// Default: every entity.
    public func suggestedEntities() async throws -> [Entity] {
        try await allEntities()
    }

    /// Default: the entities among all with these identifiers, in the order asked.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let all = try await allEntities()
        return identifiers.compactMap { id in all.first { $0.id == id } }
    }
}
