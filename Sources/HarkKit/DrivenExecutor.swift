import Foundation
import Synchronization

/// A task executor whose jobs run only on the thread that drives it, and only while that
/// thread waits for the task's next event. A task started with it as its preference is a
/// coroutine: nothing of it runs between two calls of `next()`, so what it does happens in a
/// fixed order relative to the caller.
///
///     let executor = DrivenExecutor<String>()
///     Task(executorPreference: executor) { executor.post("done") }
///     executor.next()   // runs the task here, returns "done"
public final class DrivenExecutor<Event: Sendable>: TaskExecutor {
    /// The task's jobs not run yet, and its events not taken yet.
    private struct Queues {
        var jobs: [UnownedJob] = []
        var events: [Event] = []
    }

    private let queues = Mutex(Queues())
    /// Signalled once for each job or event queued, so the driving thread wakes for it.
    private let arrivals = DispatchSemaphore(value: 0)

    /// An executor with nothing queued.
    public init() {}

    /// Queues a job of the task; it runs when the driving thread next waits in `next()`.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queues.withLock { $0.jobs.append(job) }
        arrivals.signal()
    }

    /// Called by the task: hands an event to the driving thread.
    public func post(_ event: Event) {
        queues.withLock { $0.events.append(event) }
        arrivals.signal()
    }

    /// Runs the task's jobs on the calling thread until it posts an event, and returns it.
    /// While the task waits on another executor (the main actor, an actor), the caller waits
    /// too; on the main thread it keeps serving the main queue meanwhile.
    public func next() -> Event {
        while true {
            switch takeWork() {
            case .event(let event): return event
            case .job(let job): job.runSynchronously(on: asUnownedTaskExecutor())
            case nil: waitForWork()
            }
        }
    }

    private enum Work {
        case event(Event)
        case job(UnownedJob)
    }

    /// The first event if there is one, else the first job, taken off its queue.
    private func takeWork() -> Work? {
        queues.withLock { queues in
            if !queues.events.isEmpty { return .event(queues.events.removeFirst()) }
            if !queues.jobs.isEmpty { return .job(queues.jobs.removeFirst()) }
            return nil
        }
    }

    /// Waits until a job or an event arrives (a signal left over from work already taken only
    /// sends `next()` round again); on the main thread, serves the main queue in between so a
    /// `@MainActor` step of the task can run.
    private func waitForWork() {
        guard Thread.isMainThread else {
            arrivals.wait()
            return
        }
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: Self.mainQueueSlice))
    }

    /// How long the main thread serves its queue before looking for the task's work again.
    private static var mainQueueSlice: TimeInterval { 0.002 }
}

/// Runs async App Intents code (an entity query) to its end on the calling thread, with the
/// run's context as `IntentContext.current`.
///
///     let sessions = try DrivenTask.run(in: context) { try await SessionQuery().suggestedEntities() }
public enum DrivenTask {
    /// Runs `body` to its end on the calling thread and returns what it returned, or throws what it threw.
    public static func run<Value: Sendable>(
        in context: IntentContext, _ body: @escaping @Sendable () async throws -> Value
    ) throws -> Value {
        try run { try await context.makeCurrent { try await body() } }
    }

    /// Runs `body` to its end on the calling thread, in whatever context the caller has
    /// (a `@Dependency` read inside `perform` keeps `IntentContext.current`).
    public static func run<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value) throws -> Value {
        let executor = DrivenExecutor<Result<Value, any Error>>()
        Task(executorPreference: executor) {
            do {
                executor.post(.success(try await body()))
            } catch {
                executor.post(.failure(error))
            }
        }
        return try executor.next().get()
    }
}
