/// A query that finds entities by their properties, for the Shortcuts app's Find action
/// (iOS 16). Hark has no Find action: it keeps the declared properties and sorting, and finds
/// entities by identifier and suggestion as any query does.
///
///     static let properties = QueryProperties {
///         Property(\BookEntity.$title) { EqualToComparator { $0 } }
///     }
///     static let sortingOptions = SortingOptions { SortableBy(\BookEntity.$title) }
public protocol EntityPropertyQuery: EntityQuery {
    /// What each comparator becomes for the app's own search (a predicate, a string).
    associatedtype ComparatorMappingType
    /// The properties the Find action filters by, each with its comparators.
    static var properties: QueryProperties { get }
    /// The properties the Find action sorts by.
    static var sortingOptions: SortingOptions { get }
    /// The entities that meet all (`.and`) or any (`.or`) of `comparators`, sorted, at most `limit`.
    func entities(
        matching comparators: [ComparatorMappingType], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>],
        limit: Int?
    ) async throws -> [Entity]
}

extension EntityPropertyQuery {
    /// An entity property the Find action filters by (`Property(\BookEntity.$title) { … }`).
    public typealias Property = QueryProperty
}

/// Whether all comparators must hold, or any.
public enum ComparatorMode: Sendable {
    /// Every comparator holds.
    case and
    /// At least one comparator holds.
    case or
}

/// One sort of a Find action: a property and an order.
public struct EntityQuerySort<Entity>: Sendable {
    /// Ascending or descending.
    public enum Ordering: Sendable {
        /// Smallest first.
        case ascending
        /// Largest first.
        case descending
    }

    /// The property sorted by.
    public let by: any PartialKeyPath<Entity> & Sendable
    /// The order.
    public let order: Ordering

    /// A sort by `by` in `order`.
    public init(by: any PartialKeyPath<Entity> & Sendable, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }
}

/// The properties a Find action filters by.
public struct QueryProperties: Sendable {
    /// The entity properties, in order.
    public let keyPaths: [any AnyKeyPath & Sendable]

    /// The properties of a body.
    public init(@QueryPropertiesBuilder _ properties: () -> [QueryProperty]) {
        keyPaths = properties().map(\.keyPath)
    }
}

/// One property a Find action filters by, with the comparisons it offers.
public struct QueryProperty {
    let keyPath: any AnyKeyPath & Sendable

    /// The entity property at `keyPath`, compared by the comparators of the body.
    public init<Entity, Value>(
        _ keyPath: any KeyPath<Entity, EntityProperty<Value>> & Sendable, @QueryComparatorsBuilder<Value> _ comparators: () -> Int
    ) {
        self.keyPath = keyPath
        _ = comparators()
    }
}

/// A comparison a Find action offers for a property of type `Value`, mapped to the app's own search.
public protocol QueryComparator {
    /// The property's type.
    associatedtype Value
}

/// Equal to a value.
public struct EqualToComparator<Value, Mapping>: QueryComparator {
    /// The comparison, mapped by `transform` to the app's search.
    public init(_ transform: @escaping (Value) -> Mapping) {}
}

/// Not equal to a value.
public struct NotEqualToComparator<Value, Mapping>: QueryComparator {
    /// The comparison, mapped by `transform` to the app's search.
    public init(_ transform: @escaping (Value) -> Mapping) {}
}

/// Containing a value.
public struct ContainsComparator<Value, Mapping>: QueryComparator {
    /// The comparison, mapped by `transform` to the app's search.
    public init(_ transform: @escaping (Value) -> Mapping) {}
}

/// Starting with a value.
public struct HasPrefixComparator<Value, Mapping>: QueryComparator {
    /// The comparison, mapped by `transform` to the app's search.
    public init(_ transform: @escaping (Value) -> Mapping) {}
}

/// Less than a value.
public struct LessThanComparator<Value, Mapping>: QueryComparator {
    /// The comparison, mapped by `transform` to the app's search.
    public init(_ transform: @escaping (Value) -> Mapping) {}
}

/// Greater than a value.
public struct GreaterThanComparator<Value, Mapping>: QueryComparator {
    /// The comparison, mapped by `transform` to the app's search.
    public init(_ transform: @escaping (Value) -> Mapping) {}
}

/// Builds the properties of `QueryProperties`.
@resultBuilder
public enum QueryPropertiesBuilder {
    /// One property.
    public static func buildExpression(_ property: QueryProperty) -> [QueryProperty] { [property] }
    /// The properties, in order.
    public static func buildBlock(_ parts: [QueryProperty]...) -> [QueryProperty] { parts.flatMap { $0 } }
}

/// Builds the comparators of a property; Hark counts them only.
@resultBuilder
public enum QueryComparatorsBuilder<Value> {
    /// One comparator of the property's type.
    public static func buildExpression<Comparator: QueryComparator>(_ comparator: Comparator) -> Int
    where Comparator.Value == Value { 1 }
    /// How many comparators there are.
    public static func buildBlock(_ parts: Int...) -> Int { parts.reduce(0, +) }
}

/// The properties a Find action sorts by.
public struct SortingOptions: Sendable {
    /// The entity properties, in order.
    public let keyPaths: [any AnyKeyPath & Sendable]

    /// The sortable properties of a body.
    public init(@SortingOptionsBuilder _ options: () -> [SortableBy]) {
        keyPaths = options().map(\.keyPath)
    }
}

/// A property a Find action sorts by.
public struct SortableBy {
    let keyPath: any AnyKeyPath & Sendable

    /// The entity property at `keyPath`.
    public init<Entity, Value>(_ keyPath: any KeyPath<Entity, EntityProperty<Value>> & Sendable) {
        self.keyPath = keyPath
    }
}

/// Builds the sortable properties of `SortingOptions`.
@resultBuilder
public enum SortingOptionsBuilder {
    /// One property.
    public static func buildExpression(_ option: SortableBy) -> [SortableBy] { [option] }
    /// The properties, in order.
    public static func buildBlock(_ parts: [SortableBy]...) -> [SortableBy] { parts.flatMap { $0 } }
}
