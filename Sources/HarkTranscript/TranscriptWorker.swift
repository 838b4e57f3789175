import Foundation
import HarkEngine

/// Where `hark test` plays transcripts: in worker processes of the running program, so every
/// transcript starts from freshly launched apps, as a device launches an app (statics and
/// singletons an app keeps start anew), and an app that crashes fails only its own file.
///
/// Each job has one long-lived worker (`hark test-worker`, see `WorkerServer`) that plays each
/// transcript in a child forked from itself as it stood after launch; a worker that has ended
/// is replaced for the next transcript.
///
///     let worker = TranscriptWorker(executable: "/usr/local/bin/hark")
///     let runner = TranscriptRunner(catalog: catalog, worker: worker)
///     try runner.run(transcript)   // played in a fresh copy of a waiting worker
public struct TranscriptWorker: Sendable {
    /// The hidden subcommand a worker runs: with no file it serves `hark test`; with a file it
    /// plays that one transcript and prints the outcome.
    public static let command = "test-worker"

    public let executable: String
    /// What goes before the file: the subcommand, and options every worker gets.
    public let arguments: [String]
    private let workers = WorkerPool()

    public init(executable: String, arguments: [String] = [Self.command]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// Plays the transcript in a worker and reads its outcome; `fileApps` are the apps its
    /// `@app` lines install, as the worker read them too.
    func play(_ transcript: Transcript, fileApps: [InstalledApp]) throws(TranscriptError) -> TranscriptOutcome {
        let file = transcript.file
        let reply: WorkerReply
        do {
            reply = try workers.reply(playing: file, startingWith: self)
        } catch {
            throw TranscriptError(file: file, line: 0, reason: "could not start a worker (\(executable)): \(SystemReason.of(error))")
        }
        guard let played = reply.played else {
            throw TranscriptError(
                file: file, line: 0, reason: "its worker process \(reply.ending ?? "ended") before it finished the transcript",
                isAppCrash: true)
        }
        if let failure = played.failure { throw TranscriptError(file: file, line: failure.line, reason: failure.reason) }
        return TranscriptOutcome(
            transcript: transcript, merged: played.merged, trace: played.trace, mismatchedTurn: played.mismatchedTurn,
            fileApps: fileApps)
    }

    /// Plays `file` in a new process of its own (`hark test-worker FILE`) and returns its reply,
    /// encoded: what a serving worker does when it cannot fork safely.
    func replyFromNewProcess(playing file: String) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + [file]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return WorkerReply(ending: "could not be started (\(executable): \(SystemReason.of(error)))").encoded
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0, !output.isEmpty else {
            return WorkerReply(ending: process.ending).encoded
        }
        return output
    }

    /// The worker's side: plays `file` in this process and returns the reply to send, encoded.
    public static func answer(playing file: String, with runner: TranscriptRunner) -> Data {
        let played: PlayedTranscript
        do {
            let outcome = try runner.play(try TranscriptSuite.read(file))
            played = PlayedTranscript(outcome)
        } catch {
            played = PlayedTranscript(failure: .init(line: error.line, reason: error.reason))
        }
        return WorkerReply(played: played).encoded
    }
}

extension Process {
    /// How the process ended, once it has: "was killed by signal 9", "exited with status 1".
    var ending: String {
        terminationReason == .uncaughtSignal ? "was killed by signal \(terminationStatus)" : "exited with status \(terminationStatus)"
    }
}

/// What a worker sends back for a transcript: how it played, or how the process playing it
/// ended before it could say.
struct WorkerReply: Codable {
    var played: PlayedTranscript?
    /// "was killed by signal 6", "exited with status 1".
    var ending: String?

    /// The reply as JSON. One that JSON cannot carry (a score that is not a number) is sent as
    /// its transcript's failure, saying so, rather than as nothing, which read as a worker that
    /// “gave an answer that could not be read”.
    var encoded: Data {
        do {
            return try JSONEncoder().encode(self)
        } catch {
            return Data(#"{"played":{"merged":[],"trace":[],"failure":{"line":0,"reason":"\#(Self.unencodable)"}}}"#.utf8)
        }
    }

    /// Why a reply could not be sent.
    static let unencodable = "what it played holds a value JSON cannot carry (a number that is not a number), so it could not be reported"
}

/// A transcript as a worker played it, or why it could not be.
struct PlayedTranscript: Codable {
    struct Failure: Codable {
        let line: Int
        let reason: String
    }

    var merged: [String] = []
    var trace: [TraceEvent] = []
    var mismatchedTurn: MismatchedTurn?
    var failure: Failure?
}

extension PlayedTranscript {
    /// What a transcript that could be played gave.
    init(_ outcome: TranscriptOutcome) {
        self.init(merged: outcome.merged, trace: outcome.trace, mismatchedTurn: outcome.mismatchedTurn)
    }
}
