import Foundation
import HarkEngine

/// A fresh process of the running program that plays one transcript and prints what happened,
/// so every transcript starts from freshly launched apps, as a device launches an app: statics
/// and singletons an app keeps start anew, and an app that crashes fails only its own file.
/// `hark test` starts one per transcript, several at a time.
///
///     let worker = TranscriptWorker(executable: "/usr/local/bin/hark")
///     let runner = TranscriptRunner(catalog: catalog, worker: worker)
///     try runner.run(transcript)   // runs `hark test-worker FILE` and reads its answer
public struct TranscriptWorker: Sendable {
    /// The hidden subcommand a worker runs.
    public static let command = "test-worker"

    public let executable: String
    /// What goes before the file: the subcommand, and options every worker gets.
    public let arguments: [String]

    public init(executable: String, arguments: [String] = [Self.command]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// Plays the transcript in a worker and reads its outcome; `fileApps` are the apps its
    /// `@app` lines install, as the worker read them too.
    func play(_ transcript: Transcript, fileApps: [InstalledApp]) throws(TranscriptError) -> TranscriptOutcome {
        let file = transcript.file
        let output: Data
        let status: Int32
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + [file]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
            output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            status = process.terminationStatus
        } catch {
            throw TranscriptError(file: file, line: 0, reason: "could not start a worker (\(executable)): \(error.localizedDescription)")
        }
        guard let played = try? JSONDecoder().decode(PlayedTranscript.self, from: output) else {
            let how = process.terminationReason == .uncaughtSignal ? "was killed by signal \(status)" : "exited with status \(status)"
            throw TranscriptError(
                file: file, line: 0, reason: "its worker process \(how) before it finished the transcript", isAppCrash: true)
        }
        if let failure = played.failure { throw TranscriptError(file: file, line: failure.line, reason: failure.reason) }
        return TranscriptOutcome(
            transcript: transcript, merged: played.merged, trace: played.trace, mismatchedTurn: played.mismatchedTurn,
            fileApps: fileApps)
    }

    /// The worker's side: plays `file` in this process and returns what to print.
    public static func answer(playing file: String, with runner: TranscriptRunner) -> Data {
        let played: PlayedTranscript
        do {
            let outcome = try runner.play(try TranscriptSuite.read(file))
            played = PlayedTranscript(merged: outcome.merged, trace: outcome.trace, mismatchedTurn: outcome.mismatchedTurn)
        } catch {
            played = PlayedTranscript(failure: .init(line: error.line, reason: error.reason))
        }
        return (try? JSONEncoder().encode(played)) ?? Data()
    }
}

/// What a worker prints: the transcript as played, or why it could not be.
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
