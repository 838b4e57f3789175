import HarkKit
import Synchronization

/// An App Intents `perform` in flight, driven by the conversation: `start()` runs it until its
/// first event (a request to ask the person, or its end); `resume(with:)` hands it the answer
/// and runs it until the next one. It runs on a `DrivenExecutor`, so nothing of it runs while
/// the conversation is not waiting for it. Its writes go to `records` and reach the store only
/// when the conversation commits them.
///
///     let coroutine = PerformCoroutine(driver, context: context, records: pending)
///     coroutine.start()                       // .request(…)  "Which one: Calming, Walking…?"
///     coroutine.resume(with: .answered)       // .finished(.success(result))
final class PerformCoroutine: Sendable {
    enum Event {
        case request(IntentRequest)
        case finished(Result<any IntentResult, any Error>)
    }

    private enum Step: Sendable {
        case request(IntentRequest, CheckedContinuation<RequestAnswer, any Error>)
        case finished(Result<any IntentResult, any Error>)
    }

    /// The most requests a cancelled `perform` may still make before Hark stops driving it.
    private static let requestsAfterCancel = 3

    let records: PendingRecords
    /// Its changes to relevant shortcuts and donations, applied when it succeeds.
    let effects = DeferredRunEffects()
    private let executor = DrivenExecutor<Step>()
    private let perform: @Sendable () async throws -> any IntentResult
    private let context: IntentContext
    /// The request `perform` waits on; set and taken by the driving thread only, but the
    /// coroutine is held by a conversation that may move between threads.
    private let waiting = Mutex<CheckedContinuation<RequestAnswer, any Error>?>(nil)

    init(_ driver: IntentDriver, context: IntentContext, records: PendingRecords) {
        perform = driver.performStep ?? { throw CancellationError() }
        self.records = records
        self.context = IntentContext(
            now: context.now, location: context.location, records: records, requests: context.requests,
            relevantShortcuts: effects, donations: effects, requester: Requester(executor: executor))
    }

    /// Starts `perform` and runs it until its first event.
    func start() -> Event {
        let perform = perform
        let context = context
        let executor = executor
        Task(executorPreference: executor) {
            do {
                let result = try await context.makeCurrent { try await perform() }
                executor.post(.finished(.success(result)))
            } catch {
                executor.post(.finished(.failure(error)))
            }
        }
        return next()
    }

    /// Answers the request `perform` is waiting on and runs it until its next event.
    func resume(with answer: RequestAnswer) -> Event {
        guard let waiting = takeWaiting() else { return .finished(.failure(CancellationError())) }
        waiting.resume(returning: answer)
        return next()
    }

    /// Resumes `perform` with a cancellation error and lets it end; what it wrote is dropped
    /// with `records`.
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

    /// The request `perform` waits on, no longer waiting.
    private func takeWaiting() -> CheckedContinuation<RequestAnswer, any Error>? {
        waiting.withLock { waiting in
            defer { waiting = nil }
            return waiting
        }
    }

    /// Posts `perform`'s requests to the conversation and waits for the answer.
    private struct Requester: IntentRequester {
        let executor: DrivenExecutor<Step>

        func ask(_ request: IntentRequest) async throws -> RequestAnswer {
            try await withCheckedThrowingContinuation { continuation in
                executor.post(.request(request, continuation))
            }
        }
    }
}
