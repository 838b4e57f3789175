/// An entity made for a result only, never looked up (iOS 16): it needs no identifier or query.
public protocol TransientAppEntity: AppEntity {
    /// An entity whose properties are set afterwards.
    init()
}

extension TransientAppEntity {
    /// A fresh identifier each time: a transient entity is never looked up.
    public var id: UUID { UUID() }
    /// A query that finds nothing.
    public static var defaultQuery: TransientEntityQuery<Self> { TransientEntityQuery() }
}

/// The query of a transient entity, which finds nothing.
public struct TransientEntityQuery<Entity: AppEntity>: EntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}
