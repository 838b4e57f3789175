import Foundation
import HarkEngine
import HarkKit
import HarkStore

/// Plays a transcript against a fresh in-memory store and compares each turn's replies.
///
///     let runner = TranscriptRunner(catalog: catalog)
///     let outcome = try runner.run(transcript)
///     outcome.passed
public struct TranscriptRunner: Sendable {
    /// The clock of every transcript until `@clock` says otherwise: 2026-01-05T09:00:00Z.
    public static let defaultInstant = Date(timeIntervalSince1970: 1_767_603_600)

    public let catalog: AppCatalog

    public init(catalog: AppCatalog) {
        self.catalog = catalog
    }

    public func run(_ transcript: Transcript) throws(TranscriptError) -> TranscriptOutcome {
        let store: SQLiteStore
        let session: Session
        do {
            store = try SQLiteStore.inMemory()
            session = try Session(
                catalog: catalog, store: store, environment: SessionEnvironment(clock: .fixed(Self.defaultInstant)))
        } catch {
            throw TranscriptError(file: transcript.file, line: 0, reason: "could not start a session: \(error)")
        }
        defer { store.close() }
        var trace = false
        var written: [String] = []
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
                let actual = ReplyLines.lines(for: session.respond(to: text), trace: trace)
                var block: [Transcript.Line] = []
                while index < lines.count, lines[index].kind.belongsToTurn {
                    block.append(lines[index])
                    index += 1
                }
                written += merge(expected: block, actual: actual)
            case .reply, .comment, .blank:
                written.append(line.text)
            }
        }
        return TranscriptOutcome(transcript: transcript, merged: written)
    }

    private func apply(
        _ directive: Directive, to session: Session, trace: inout Bool, at line: Transcript.Line, file: String
    ) throws(TranscriptError) {
        do {
            switch directive {
            case .clock(let argument):
                let clock = try Clock.parse(argument, after: session.environment.clock)
                try session.update { $0.clock = clock }
            case .location(let argument):
                let location = try Location.parseSetting(argument)
                try session.update { $0.location = location }
            case .situation(let situation):
                try session.update { $0.situation = situation == "none" ? nil : situation }
            case .apps(let names):
                let unknown = names.filter { catalog.app(named: $0) == nil }
                guard unknown.isEmpty else {
                    throw SettingError("unknown app \(unknown.joined(separator: ", ")); known: \(catalog.apps.map(\.name).joined(separator: ", "))")
                }
                let installed = Set(names.compactMap { catalog.app(named: $0)?.name })
                try session.update { $0.installedApps = installed }
            case .trace(let on):
                trace = on
            }
        } catch {
            throw TranscriptError(file: file, line: line.number, reason: "\(error)")
        }
    }

    /// The turn's lines as they should now read: expected lines that matched kept as written
    /// (wildcards included), comments and blanks kept in place, actual lines where they differ.
    private func merge(expected block: [Transcript.Line], actual: [String]) -> [String] {
        let replies = block.filter(\.kind.isReply)
        let patterns = replies.map { ReplyPattern($0.text) }
        let steps = ReplyAlignment.align(patterns, actual)
        var mergedReplies: [String] = []
        for step in steps {
            switch step {
            case .keep(let pattern): mergedReplies.append(replies[pattern].text)
            case .actual(let line): mergedReplies.append(line)
            case .missing: break
            }
        }
        if steps.allSatisfy(\.isMatch) { return block.map(\.text) }
        // Where the turn differs, the replies go where the first one stood; comments and blank
        // lines keep their side of it.
        let firstReply = replies.first?.number ?? Int.max
        let before = block.filter { $0.number < firstReply }.map(\.text)
        let after = block.filter { $0.number > firstReply && !$0.kind.isReply }.map(\.text)
        return before + mergedReplies + after
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
