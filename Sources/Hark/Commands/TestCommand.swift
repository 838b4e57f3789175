import Foundation
import HarkEngine
import HarkTranscript

/// `hark test [PATH…] [--update] [--jobs N] [--filter TEXT] [--fail-fast] [--shard I/N]
/// [--junit FILE] [--coverage]`.
enum TestCommand {
    static let defaultPath = "transcripts"

    static func run(options: Options, catalog: AppCatalog, worker: TranscriptWorker?) -> Int32 {
        let settings = Settings(options)
        let files: [String]
        do {
            let paths = options.positional.dropFirst()
            files = settings.selection.apply(try TranscriptSuite.files(in: paths.isEmpty ? [defaultPath] : Array(paths)))
        } catch {
            // A path that cannot be read still ends with the promised closing line.
            Output.error(String(describing: error))
            Output.line("0 passed, 0 failed")
            return ExitStatus.usage
        }
        if files.isEmpty, let filter = settings.selection.filter {
            Output.error("No transcript path contains “\(filter)”.")
        }
        let suite = TranscriptSuite(runner: TranscriptRunner(catalog: catalog, worker: worker))
        var junit = JUnitReport()
        var coverage = Coverage(catalog: catalog)
        let summary = suite.run(files: files, jobs: settings.jobs, update: options.update, failFast: options.failFast) {
            if let report = $0.result.report { Output.line(report) }
            if settings.junitPath != nil { junit.add($0) }
            if settings.coverage, let outcome = $0.result.outcome { coverage.add(trace: outcome.trace, apps: outcome.fileApps) }
        }
        if settings.coverage { coverage.report.forEach(Output.line) }
        Output.line(summary.closingLine)
        if let path = settings.junitPath {
            do {
                try junit.xml().write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                Output.error("Cannot write the JUnit report \(path): \(error.localizedDescription)")
                return ExitStatus.failure
            }
        }
        if summary.broken > 0 { return ExitStatus.usage }
        return summary.failed == 0 ? ExitStatus.success : ExitStatus.failure
    }

    /// `hark test-worker`, which `hark test` starts for each job: plays the transcripts it is
    /// sent, each in a fresh copy of this process (`WorkerServer`). With a file,
    /// `hark test-worker FILE` plays that one here and prints the outcome as JSON.
    static func runWorker(options: Options, catalog: AppCatalog, newProcess: TranscriptWorker?) -> Int32 {
        let runner = TranscriptRunner(catalog: catalog)
        switch options.positional.count {
        case 1:
            WorkerServer.serve(with: runner, newProcess: newProcess)
        case 2:
            FileHandle.standardOutput.write(TranscriptWorker.answer(playing: options.positional[1], with: runner))
        default:
            Output.error("test-worker plays transcripts for hark test: hark test-worker [FILE].")
            return ExitStatus.usage
        }
        return ExitStatus.success
    }

    /// The test options, with their defaults.
    private struct Settings {
        let jobs: Int
        let selection: TranscriptSelection
        let junitPath: String?
        let coverage: Bool

        init(_ options: Options) {
            jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
            selection = TranscriptSelection(filter: options.filter, shard: options.shard)
            junitPath = options.junitPath
            coverage = options.coverage
        }
    }
}
