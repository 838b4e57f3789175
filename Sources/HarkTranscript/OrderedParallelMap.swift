import Dispatch
import Synchronization

/// Works through items on several threads and hands the results back in the items' order, as
/// soon as each one and all before it are done.
///
///     OrderedParallelMap.run(files, jobs: 2, work: { run($0) }) { result in
///         print(result)
///         return .continue   // or .stop: nothing more is started, nothing more handed back
///     }
enum OrderedParallelMap {
    enum Next { case `continue`, stop }

    static func run<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, work: @escaping @Sendable (Item) -> Result, deliver: (Result) -> Next
    ) {
        guard jobs > 1, items.count > 1 else {
            for item in items where deliver(work(item)) == .stop { return }
            return
        }
        let slots = Slots<Result>(count: items.count)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, items.count) {
            DispatchQueue.global().async(group: group) {
                while let position = slots.claim() {
                    slots.fill(position, with: work(items[position]))
                }
            }
        }
        for position in items.indices where deliver(slots.take(position)) == .stop {
            slots.stop()
            break
        }
        group.wait()
    }

    /// The results as they come in, one semaphore per item so the deliverer can wait in order.
    private final class Slots<Result: Sendable>: Sendable {
        private struct State {
            var next = 0
            var stopped = false
            var results: [Result?]
        }

        private let state: Mutex<State>
        private let ready: [DispatchSemaphore]

        init(count: Int) {
            state = Mutex(State(results: Array(repeating: nil, count: count)))
            ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        }

        /// The next item to work on, or nil when all are taken or the run has stopped.
        func claim() -> Int? {
            state.withLock { state in
                guard !state.stopped, state.next < state.results.count else { return nil }
                defer { state.next += 1 }
                return state.next
            }
        }

        func fill(_ position: Int, with result: Result) {
            state.withLock { $0.results[position] = result }
            ready[position].signal()
        }

        /// Waits for an item's result and hands it over.
        func take(_ position: Int) -> Result {
            ready[position].wait()
            guard let result = state.withLock({ $0.results[position].take() }) else {
                preconditionFailure("item \(position) was signalled before its result was stored")
            }
            return result
        }

        func stop() {
            state.withLock { $0.stopped = true }
        }
    }
}
