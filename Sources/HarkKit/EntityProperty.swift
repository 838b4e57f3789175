/// A property of an entity that a device shows and filters by (App Intents' `@Property`);
/// Hark keeps its title and its value.
///
///     struct CafeEntity: AppEntity {
///         @Property(title: "Neighbourhood") var neighbourhood: String
///     }
@propertyWrapper
public struct EntityProperty<Value> {
    /// The property's name for people ("Neighbourhood").
    public let title: LocalizedStringResource
    private var value: Value?

    /// A property set later, in the entity's initialiser.
    public init(title: LocalizedStringResource) {
        self.title = title
    }

    /// A property with a first value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        value = wrappedValue
    }

    /// The value; reading it before it is set stops the app, as on a device.
    public var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("The entity property “\(title)” was read before it was set.") }
            return value
        }
        set { value = newValue }
    }

    /// The property itself.
    public var projectedValue: EntityProperty<Value> { self }
}

extension EntityProperty: Sendable where Value: Sendable {}

extension AppEntity {
    /// `@Property(title: "Neighbourhood") var neighbourhood: String` in an entity.
    public typealias Property = EntityProperty
}
