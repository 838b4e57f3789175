import HarkKit
import Synchronization

/// The work step of an intent in flight, either dialect's, driven by the conversation:
/// `start()` runs it until its first event (a request to ask the person, or its end);
/// `resume(with:)` hands it the answer and runs it until the next one. It runs on a
/// `DrivenExecutor`, so nothing of it runs while the conversation is not waiting for it. A
/// handle step never suspends (it throws its requests, and runs again once they are answered);
/// an App Intents `perform` awaits them. Its writes go to `writes` and reach the store only when
/// the session commits them.
///
///     let coroutine = WorkCoroutine(driver, context: context, writes: writes)
///     coroutine.start()                       // .request(…)  "Which one: Calming, Walking…?"
///     coroutine.resume(with: .answered)       // .finished(.success(result))
final class WorkCoroutine: Sendable {
    enum Event {
        case request(IntentRequest)
        case finished(Result<any IntentResult, any Error>)
    }

    private enum Step: Sendable {
        case request(IntentRequest, CheckedContinuation<RequestAnswer, any Error>)
        case finished(Result<any IntentResult, any Error>)
    }

    /// The most requests a cancelled work step may still make before Hark stops driving it.
    private static let requestsAfterCancel = 3

    /// Everything the work wrote, committed when it succeeds.
    let writes: RunWrites
    private let executor = DrivenExecutor<Step>()
    private let work: @Sendable (IntentContext) async throws -> any IntentResult
    private let context: IntentContext
    /// The request the work waits on; set and taken by the driving thread only, but the
    /// coroutine is held by a conversation that may move between threads.
    private let waiting = Mutex<CheckedContinuation<RequestAnswer, any Error>?>(nil)

    /// The work of `driver`, seeing `context` (made with `writes`) and asking through this coroutine.
    init(_ driver: IntentDriver, context: IntentContext, writes: RunWrites) {
        if let perform = driver.performStep {
            work = { _ in try await perform() }
        } else {
            work = { try driver.handle(in: $0) }
        }
        self.writes = writes
        self.context = IntentContext(
            now: context.now, location: context.location, records: writes, requests: context.requests,
            relevantShortcuts: writes, donations: writes, requester: Requester(executor: executor))
    }

    /// Starts the work and runs it until its first event.
    func start() -> Event {
        let work = work
        let context = context
        let executor = executor
        Task(executorPreference: executor) {
            do {
                let result = try await context.makeCurrent { try await work(context) }
                executor.post(.finished(.success(result)))
            } catch {
                executor.post(.finished(.failure(error)))
            }
        }
        return next()
    }

    /// Answers the request the work is waiting on and runs it until its next event.
    func resume(with answer: RequestAnswer) -> Event {
        guard let waiting = takeWaiting() else { return .finished(.failure(CancellationError())) }
        waiting.resume(returning: answer)
        return next()
    }

    /// Resumes the work with a cancellation error and lets it end; what it wrote is dropped
    /// with `writes`.
    func cancel() {
        var requests = 0
        while requests <= Self.requestsAfterCancel, let waiting = takeWaiting() {
            waiting.resume(throwing: CancellationError())
            _ = next()
            requests += 1
        }
    }

    deinit {
        cancel()
    }

    private func next() -> Event {
        switch executor.next() {
        case .request(let request, let continuation):
            waiting.withLock { $0 = continuation }
            return .request(request)
        case .finished(let result):
            return .finished(result)
        }
    }

    /// The request the work waits on, no longer waiting.
    private func takeWaiting() -> CheckedContinuation<RequestAnswer, any Error>? {
        waiting.withLock { waiting in
            defer { waiting = nil }
            return waiting
        }
    }

    /// Posts the work's requests to the conversation and waits for the answer.
    private struct Requester: IntentRequester {
        let executor: DrivenExecutor<Step>

        func ask(_ request: IntentRequest) async throws -> RequestAnswer {
            try await withCheckedThrowingContinuation { continuation in
                executor.post(.request(request, continuation))
            }
        }
    }
}
