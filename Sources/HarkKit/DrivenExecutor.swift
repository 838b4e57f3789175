import Foundation

/// A task executor whose jobs run only on the thread that drives it, and only while that
/// thread waits for the task's next event. A task started with it as its preference is a
/// coroutine: nothing of it runs between two calls of `next()`, so what it does happens in a
/// fixed order relative to the caller.
///
///     let executor = DrivenExecutor<String>()
///     Task(executorPreference: executor) { executor.post("done") }
///     executor.next()   // runs the task here, returns "done"
public final class DrivenExecutor<Event: Sendable>: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var events: [Event] = []

    /// An executor with nothing queued.
    public init() {}

    /// Queues a job of the task; it runs when the driving thread next waits in `next()`.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Called by the task: hands an event to the driving thread.
    public func post(_ event: Event) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    /// Runs the task's jobs on the calling thread until it posts an event, and returns it.
    /// While the task waits on another executor (the main actor, an actor), the caller waits
    /// too; on the main thread it keeps serving the main queue meanwhile.
    public func next() -> Event {
        while true {
            condition.lock()
            if !events.isEmpty {
                let event = events.removeFirst()
                condition.unlock()
                return event
            }
            guard !jobs.isEmpty else {
                waitForWork()
                condition.unlock()
                continue
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Waits (lock held) until a job or an event arrives; on the main thread, serves the main
    /// queue in between so a `@MainActor` step of the task can run.
    private func waitForWork() {
        guard Thread.isMainThread else {
            condition.wait()
            return
        }
        condition.unlock()
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: Self.mainQueueSlice))
        condition.lock()
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
        let executor = DrivenExecutor<Result<Value, any Error>>()
        Task(executorPreference: executor) {
            do {
                let value = try await context.makeCurrent { try await body() }
                executor.post(.success(value))
            } catch {
                executor.post(.failure(error))
            }
        }
        return try executor.next().get()
    }
}
