/// An entity of which there is only ever one, such as the app's settings (iOS 18).
///
///     static let defaultQuery = UniqueAppEntityProvider { AppSettings() }
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

/// The query of a unique entity: it finds the one entity.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
    /// The entity type, restated so that `uniqueEntity()` alone names it.
    associatedtype Entity
    /// The one entity.
    func uniqueEntity() async throws -> Entity
}

extension UniqueAppEntityQuery {
    /// The one entity.
    public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

/// A unique entity's query from a closure that makes the entity.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: @Sendable () async throws -> Entity

    /// The query whose one entity `provider` makes.
    public init(_ provider: @escaping @Sendable () async throws -> Entity) {
        self.provider = provider
    }

    public func uniqueEntity() async throws -> Entity { try await provider() }
}
