import Synchronization

/// The write buffers of the runs that succeeded in one turn, in order, waiting for the
/// session's commit, and the first store failure the turn met. A run started later in the same
/// turn (an intent a result opened) reads the buffers as the store's, until the commit.
final class TurnWrites: Sendable {
    private struct State {
        var runs: [RunWrites] = []
        var failure: (any StoreFailure)?
    }

    private let state = Mutex(State())

    /// The buffers not committed yet.
    var pending: [RunWrites] { state.withLock { $0.runs } }
    /// The first store failure a run of the turn met.
    var failure: (any StoreFailure)? { state.withLock { $0.failure } }

    /// Adds the buffer of a run that succeeded.
    func add(_ writes: RunWrites) { state.withLock { $0.runs.append(writes) } }

    /// Notes a store failure, unless one was noted before.
    func note(_ failure: any StoreFailure) { state.withLock { if $0.failure == nil { $0.failure = failure } } }

    /// Forgets the buffers once the session committed them (or could not): from then on, the
    /// store alone is what was written.
    func committed() { state.withLock { $0.runs = [] } }
}
