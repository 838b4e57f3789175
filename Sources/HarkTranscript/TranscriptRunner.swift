import Foundation
import HarkEngine
import HarkKit
import HarkStore
import HarkVoice

/// Plays a transcript against a fresh in-memory store and compares each turn's replies.
///
///     let runner = TranscriptRunner(catalog: catalog)
///     let outcome = try runner.run(transcript)
///     outcome.passed
///
/// A runner may run many transcripts, on several threads at once: each gets its own store and
/// session, while the phrase index they start with is built once and shared.
public struct TranscriptRunner: Sendable {
    /// The clock of every transcript until `@clock` says otherwise: 2026-01-05T09:00:00Z.
    public static let defaultInstant = Date(timeIntervalSince1970: 1_767_603_600)
    /// How many phrases a failure report shows for a turn that matched the wrong thing or nothing.
    static let nearestShown = 3

    public let catalog: AppCatalog
    /// Where each transcript is played: nil for this process, else a fresh worker process,
    /// so each starts from freshly launched apps (their statics and singletons included).
    public let worker: TranscriptWorker?
    private let indexCache = PhraseIndexCache()

    /// A runner that plays each transcript in this process.
    public init(catalog: AppCatalog) {
        self.init(catalog: catalog, worker: nil)
    }

    /// A runner that plays each transcript in a fresh `worker` process (or here, when nil).
    public init(catalog: AppCatalog, worker: TranscriptWorker?) {
        self.catalog = catalog
        self.worker = worker
    }

    public func run(_ transcript: Transcript) throws(TranscriptError) -> TranscriptOutcome {
        guard let worker else { return try play(transcript) }
        return try worker.play(transcript, fileApps: TranscriptApps(transcript, installedBeside: catalog).files)
    }

    /// Builds the phrase index a transcript without `@app` starts with, so that children forked
    /// after this inherit it built, and makes (and drops) one instance of each declared intent,
    /// so that the runtime's metadata for them is made once too. App code runs only as it does
    /// at launch: intents' `init()`, and the entity queries of an app that reported its
    /// parameters at launch; on a fresh store no other app has reported entities yet.
    func prepareBeforeForking() {
        catalog.prepareIntentSteps()
        guard let store = try? SQLiteStore.inMemory() else { return }
        defer { store.close() }
        let environment = SessionEnvironment(clock: .fixed(Self.defaultInstant))
        (try? Session(catalog: catalog, store: store, environment: environment, indexCache: indexCache))?.prepareIndex()
    }

    /// Plays the transcript in this process, on a new in-memory store.
    func play(_ transcript: Transcript) throws(TranscriptError) -> TranscriptOutcome {
        let store: SQLiteStore
        let session: Session
        let apps = try TranscriptApps(transcript, installedBeside: catalog)
        do {
            store = try SQLiteStore.inMemory()
            session = try Session(
                catalog: apps.catalog, store: store, environment: SessionEnvironment(clock: .fixed(Self.defaultInstant)),
                indexCache: apps.hasFiles ? nil : indexCache)
        } catch {
            throw TranscriptError(file: transcript.file, line: 0, reason: "could not start a session: \(error)")
        }
        defer { store.close() }
        var trace = false
        var written: [String] = []
        var traced: [TraceEvent] = []
        var firstMismatch: MismatchedTurn?
        let taker = TurnTaker(session: session, voice: VoiceInput(), recordings: .besideTranscript(transcript.file))
        var index = 0
        let lines = transcript.lines
        while index < lines.count {
            let line = lines[index]
            index += 1
            switch line.kind {
            case .directive(let directive):
                try apply(directive, to: session, trace: &trace, at: line, file: transcript.file)
                written.append(line.text)
            case .turn(let text):
                written.append(line.text)
                let startsConversation = session.pendingQuestion == nil && MetaCommand(text) == nil
                let turn = taker.take(text)
                if case .unheard(let error) = turn.answer {
                    throw TranscriptError(file: transcript.file, line: line.number, reason: error.description)
                }
                let replies = turn.replies
                let turnTrace = replies.compactMap(\.traceEvent)
                traced += turnTrace
                let actual = (turn.heardLine.map { [$0] } ?? []) + ReplyLines.lines(for: replies, trace: trace)
                var block: [Transcript.Line] = []
                while index < lines.count, lines[index].kind.belongsToTurn {
                    block.append(lines[index])
                    index += 1
                }
                let merged = merge(expected: block, actual: actual)
                if firstMismatch == nil, merged != block.map(\.text), startsConversation {
                    firstMismatch = MismatchedTurn(
                        line: line.number, text: text, trace: turnTrace,
                        nearest: session.explain(text, limit: Self.nearestShown).filter { $0.score > 0 })
                }
                written += merged
            case .reply, .comment, .blank:
                written.append(line.text)
            }
        }
        return TranscriptOutcome(
            transcript: transcript, merged: written, trace: traced, mismatchedTurn: firstMismatch, fileApps: apps.files)
    }

    private func apply(
        _ directive: Directive, to session: Session, trace: inout Bool, at line: Transcript.Line, file: String
    ) throws(TranscriptError) {
        do {
            switch directive {
            case .clock(let argument):
                let clock = try SessionClock.parse(argument, after: session.environment.clock)
                try session.update { $0.clock = clock }
            case .location(let argument):
                let location = try Location.parseSetting(argument)
                try session.update { $0.location = location }
            case .situation(let situations):
                try session.update { $0.situations = situations }
            case .timeZone(let zone):
                try session.update { $0.timeZone = zone }
            case .apps(let names):
                let catalog = session.catalog
                let unknown = names.filter { catalog.app(named: $0) == nil }
                guard unknown.isEmpty else {
                    throw SettingError("unknown app \(unknown.joined(separator: ", ")); known: \(catalog.apps.map(\.name).joined(separator: ", "))")
                }
                let installed = Set(names.compactMap { catalog.app(named: $0)?.name })
                try session.update { $0.installedApps = installed }
            case .trace(let on):
                trace = on
            case .deviceStrict(let strict):
                try session.update { $0.deviceStrict = strict }
            case .app:
                break  // installed for the whole transcript before it starts (TranscriptApps)
            }
        } catch {
            throw TranscriptError(file: file, line: line.number, reason: "\(error)")
        }
    }

    /// The turn's lines as they should now read: expected lines that matched kept as written
    /// (wildcards included), actual lines where they differ, comments and blank lines where
    /// they stood. New lines go where the expected lines they align with stood; with none
    /// expected, right below the turn.
    private func merge(expected block: [Transcript.Line], actual: [String]) -> [String] {
        let replies = block.filter(\.kind.isReply)
        let steps = ReplyAlignment.align(replies.map { ReplyPattern($0.text) }, actual)
        if steps.allSatisfy(\.isMatch) { return block.map(\.text) }
        // What each expected reply becomes: the actual lines aligned before it, then itself if kept.
        var becomes: [[String]] = Array(repeating: [], count: replies.count)
        var pending: [String] = []
        for step in steps {
            switch step {
            case .actual(let line): pending.append(line)
            case .keep(let pattern):
                becomes[pattern] = pending + [replies[pattern].text]
                pending = []
            case .missing(let pattern):
                becomes[pattern] = pending
                pending = []
            }
        }
        let lastReply = block.lastIndex { $0.kind.isReply }
        var merged = lastReply == nil ? pending : []
        var reply = 0
        for (position, line) in block.enumerated() {
            guard line.kind.isReply else {
                merged.append(line.text)
                continue
            }
            merged += becomes[reply]
            reply += 1
            if position == lastReply { merged += pending }
        }
        return merged
    }
}

extension Transcript.Kind {
    var isReply: Bool {
        if case .reply = self { return true }
        return false
    }

    /// Reply lines, and the comments and blanks among them, belong to the turn above.
    var belongsToTurn: Bool {
        switch self {
        case .reply, .comment, .blank: true
        case .turn, .directive: false
        }
    }
}

/// What running a transcript gave: the file as it should read, and whether that is what it says.
public struct TranscriptOutcome: Sendable {
    public let transcript: Transcript
    /// The transcript's lines with the actual replies merged in.
    public let merged: [String]
    /// Every trace event of the run, whether or not `@trace` showed them.
    public let trace: [TraceEvent]
    /// The first turn whose replies differ, when it began a conversation (it was no answer to
    /// a question, nor a `:command`): what it matched, and the phrases nearest to it.
    public let mismatchedTurn: MismatchedTurn?
    /// The apps its `@app` lines installed.
    public let fileApps: [InstalledApp]

    public var expected: [String] { transcript.lines.map(\.text) }
    public var passed: Bool { merged == expected }

    /// The 1-based line of the first difference, in the transcript's numbering.
    public var firstDifference: Int? {
        guard !passed else { return nil }
        let shared = min(expected.count, merged.count)
        let index = (0..<shared).first { expected[$0] != merged[$0] } ?? shared
        return index + 1
    }

    /// A unified diff from what the file says to what happened.
    public var diff: String {
        UnifiedDiff.make(from: expected, to: merged, fromName: "expected", toName: "actual")
    }

    /// The file's new text, for `--update`.
    public var updatedText: String { merged.joined(separator: "\n") + "\n" }
}

/// A turn that began a conversation and did not answer as the transcript expects.
public struct MismatchedTurn: Sendable, Codable {
    /// The turn's 1-based line.
    public let line: Int
    /// What was said.
    public let text: String
    /// The turn's trace events.
    public let trace: [TraceEvent]
    /// The phrases that fit it best, best first.
    public let nearest: [MatchExplanation]

    /// What the matcher made of the turn: `matched Hydrator › Track Intake (phrase "…")`,
    /// `fitted several shortcuts equally`, or `matched no phrase`.
    public var matched: String {
        for event in trace {
            switch event {
            case .matched(let match): return "matched \(match)"
            case .candidate: return "fitted several shortcuts equally"
            default: continue
            }
        }
        return "matched no phrase"
    }

    /// The lines a failure report adds below the diff.
    public var explanation: [String] {
        let heading = "Line \(line) “\(text)” \(matched)"
        guard !nearest.isEmpty else { return [heading + "; no phrase comes near it."] }
        return [heading + "; the nearest phrases:"] + nearest.map { "  \($0.summary)" }
    }
}

extension Reply {
    /// A trace step, or nil for anything a person is shown.
    var traceEvent: TraceEvent? {
        if case .trace(let event) = self { return event }
        return nil
    }
}
