import Synchronization

/// Where an app registers what its intents and queries depend on (App Intents'
/// `AppDependencyManager`). Register before `HarkCommandLine.main` runs, as an app registers in its
/// `init()`; `@Dependency` properties read what was registered.
///
///     AppDependencyManager.shared.add(dependency: OrderBook.shared)
///     struct PlaceOrder: AppIntent { @Dependency var orders: OrderBook … }
public final class AppDependencyManager: Sendable {
    /// The manager `@Dependency` reads unless given another.
    public static let shared = AppDependencyManager()

    /// What was registered, by key (the one given, else the type), made once on first use.
    private let entries = Mutex<[Key: Entry]>([:])

    /// A registration's key: the one the app gave (a string, a type's identifier), compared as
    /// `AnyHashable` compares.
    private struct Key: Hashable, Sendable {
        let value: any Hashable & Sendable

        static func == (left: Key, right: Key) -> Bool { AnyHashable(left.value) == AnyHashable(right.value) }

        func hash(into hasher: inout Hasher) { AnyHashable(value).hash(into: &hasher) }
    }

    private enum Entry {
        case made(any Sendable)
        case maker(@Sendable () async throws -> any Sendable)
    }

    /// A manager with nothing registered (the shared one, or one of a test's own).
    public init() {}

    /// Registers a value, made the first time it is read.
    public func add<Dependency: Sendable>(
        key: (any Hashable & Sendable)? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
    ) {
        entries.withLock { $0[Self.key(key, Dependency.self)] = .maker { dependency() } }
    }

    /// Registers a value made by async code, run the first time it is read.
    public func add<Dependency: Sendable>(
        key: (any Hashable & Sendable)? = nil, dependency: @escaping @Sendable () async throws -> Dependency
    ) {
        entries.withLock { $0[Self.key(key, Dependency.self)] = .maker { try await dependency() } }
    }

    /// The registered value of this key or type, made now if it has not been; nil when none is registered.
    func value<Dependency: Sendable>(key: (any Hashable & Sendable)?, of type: Dependency.Type) throws -> Dependency? {
        let key = Self.key(key, type)
        switch entries.withLock({ $0[key] }) {
        case nil:
            return nil
        case .made(let value):
            return value as? Dependency
        case .maker(let make):
            let value = try DrivenTask.run { try await make() }
            entries.withLock { $0[key] = .made(value) }
            return value as? Dependency
        }
    }

    private static func key(_ key: (any Hashable & Sendable)?, _ type: Any.Type) -> Key {
        Key(value: key ?? ObjectIdentifier(type))
    }
}

/// A property that reads a dependency the app registered with `AppDependencyManager`
/// (App Intents' `@Dependency`). Reading one that was never registered, and has no default,
/// stops the app with a message naming it, as on a device.
///
///     @Dependency private var orders: OrderBook
@propertyWrapper
public final class AppDependency<Value: Sendable>: Sendable {
    private let key: (any Hashable & Sendable)?
    private let manager: AppDependencyManager
    private let fallback: (@Sendable () async throws -> Value)?

    /// Reads the value registered under `key` (else under its type) in `manager`.
    public convenience init(key: (any Hashable & Sendable)? = nil, manager: AppDependencyManager = .shared) {
        self.init(key: key, manager: manager, fallback: nil)
    }

    /// Reads the registered value, or `default` when none is registered.
    public convenience init(
        key: (any Hashable & Sendable)? = nil, manager: AppDependencyManager = .shared,
        default: @autoclosure @escaping @Sendable () -> Value
    ) {
        self.init(key: key, manager: manager, fallback: { `default`() })
    }

    /// Reads the registered value, or what async `default` makes when none is registered.
    public convenience init(
        key: (any Hashable & Sendable)? = nil, manager: AppDependencyManager = .shared,
        default: @escaping @Sendable () async throws -> Value
    ) {
        self.init(key: key, manager: manager, fallback: `default`)
    }

    private init(key: (any Hashable & Sendable)?, manager: AppDependencyManager, fallback: (@Sendable () async throws -> Value)?) {
        self.key = key
        self.manager = manager
        self.fallback = fallback
    }

    /// The registered value.
    public var wrappedValue: Value {
        do {
            if let value = try manager.value(key: key, of: Value.self) { return value }
            if let fallback { return try DrivenTask.run(fallback) }
        } catch {
            fatalError("The dependency \(Value.self) could not be made: \(error)")
        }
        fatalError("No dependency of type \(Value.self) is registered; call AppDependencyManager.shared.add(dependency:) before HarkCommandLine.main.")
    }

    /// The property wrapper itself.
    public var projectedValue: AppDependency<Value> { self }
}

extension AppIntent {
    /// `@Dependency var orders: OrderBook` in an intent.
    public typealias Dependency = AppDependency
}

extension EntityQuery {
    /// `@Dependency var orders: OrderBook` in a query.
    public typealias Dependency = AppDependency
}
