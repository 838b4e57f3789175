import Foundation

/// What an intent may use while it runs: the time, the place, its app's records, the answers
/// to what it asked, its relevant shortcuts and its donations. A handle step gets it as an
/// argument; App Intents code reads the one of the run in flight, `IntentContext.current`.
///
///     let sessions = try IntentContext.current.records.all(SessionChange.self, in: "SessionChange")
public struct IntentContext: Sendable {
    /// The time Hark believes it is (`--clock`, `@clock`).
    public let now: Date
    /// Where the person is, when known (`--location`, `@location`).
    public let location: Location?
    /// The app's own records; writes are kept only when the run succeeds.
    public let records: any RecordStore
    /// The answers to the requests the intent made, and what its app signalled.
    public let requests: IntentRequestLedger
    /// Where the app sets its relevant shortcuts (in `handle` only).
    public let relevantShortcuts: any RelevantShortcutStore
    /// The app's donations, to label or delete (in `handle` only).
    public let donations: any DonationStore
    /// Who asks the person what `perform` requests; nil outside a run.
    let requester: (any IntentRequester)?

    /// A context; the relevance stores default to ones that refuse changes, the requester to none (outside a run).
    public init(
        now: Date, location: Location?, records: any RecordStore,
        requests: IntentRequestLedger = IntentRequestLedger(),
        relevantShortcuts: any RelevantShortcutStore = UnavailableRelevanceStores(),
        donations: any DonationStore = UnavailableRelevanceStores(),
        requester: (any IntentRequester)? = nil
    ) {
        self.now = now
        self.location = location
        self.records = records
        self.requests = requests
        self.relevantShortcuts = relevantShortcuts
        self.donations = donations
        self.requester = requester
    }

    /// The context of the App Intents code running now (its `perform`, an entity query, an
    /// `AppShortcutsProvider` call); outside a run, one whose store refuses every read and write.
    public static var current: IntentContext { running }

    /// True for the context of code running outside any run (at launch, in `main`).
    var isOutsideRun: Bool { records is NoRecordStore }

    @TaskLocal static var running = IntentContext(
        now: Date(timeIntervalSince1970: 0), location: nil, records: NoRecordStore())

    /// Runs `body` with this context as `IntentContext.current`.
    public func makeCurrent<Result>(during body: () async throws -> Result) async rethrows -> Result {
        try await Self.$running.withValue(self, operation: body)
    }

    /// Runs synchronous `body` (a resolve step) with this context as `IntentContext.current`.
    public func makeCurrent<Result>(during body: () throws -> Result) rethrows -> Result {
        try Self.$running.withValue(self, operation: body)
    }
}

/// Asks the person what an App Intents `perform` requests, and returns once they answered.
public protocol IntentRequester: Sendable {
    /// Asks the person and returns their answer; throws `CancellationError` when they cancel.
    func ask(_ request: IntentRequest) async throws -> RequestAnswer
}

/// The person's answer to a request of `perform`.
public enum RequestAnswer: Sendable {
    /// The parameter the request named now holds the answer.
    case answered
    /// Yes or no to a confirmation.
    case confirmed(Bool)
}

/// The records of code running outside any run: there are none to read or write.
struct NoRecordStore: RecordStore {
    func append(encoded: Data, to collection: String) throws { throw OutsideRunError() }
    func all(in collection: String) throws -> [Data] { throw OutsideRunError() }
    func everyRecord() throws -> [StoredRecord] { throw OutsideRunError() }
}

/// App Intents code used the store, or asked the person something, outside a run.
public struct OutsideRunError: Error, CustomStringConvertible {
    public var description: String { "the app used Hark's store or asked a question outside a run of one of its intents" }
}
