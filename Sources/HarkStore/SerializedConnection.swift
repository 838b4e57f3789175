import Foundation

/// The store's one connection behind a recursive lock: each use of it runs on one thread at a
/// time, and a transaction holds the lock for its whole body, so the store calls its body makes
/// (on the same thread) go in while every other thread waits for the commit.
///
///     let count = try serialized.use { try $0.scalarText("SELECT count(*) FROM app_records") }
///
/// This is Hark's one unchecked `Sendable`: the compiler cannot see that `connection` is only
/// reached inside `use`, under `lock`. It is: `connection` is private, and nothing that refers
/// to it (a `Statement`) outlives the closure that made it. The lock is recursive, not a
/// `Mutex`, because a transaction's body calls back into the store.
final class SerializedConnection: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private let connection: Connection

    init(_ connection: Connection) {
        self.connection = connection
    }

    /// Runs `body` with the connection, holding the lock.
    func use<Result>(_ body: (Connection) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(connection)
    }
}
