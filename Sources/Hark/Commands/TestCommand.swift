import Foundation
import HarkEngine
import HarkTranscript

/// `hark test [PATH…] [--update] [--jobs N] [--filter TEXT] [--fail-fast] [--shard I/N]
/// [--junit FILE] [--coverage]`.
enum TestCommand {
    static let defaultPath = "transcripts"

    static func run(options: Options, catalog: AppCatalog, worker: TranscriptWorker?) -> Int32 {
        let settings = Settings(options)
        let paths = options.positional.count > 1 ? Array(options.positional.dropFirst()) : [defaultPath]
        let found = TranscriptSuite.search(paths)
        // A path that does not exist is named; the others still run, and the run fails.
        for path in found.missing { Output.error("\(path): no such file or folder") }
        let files = settings.selection.apply(found.files)
        if files.isEmpty, found.missing.count < paths.count {
            Output.error(nothingToRun(found: found.files, paths: paths.filter { !found.missing.contains($0) }, settings.selection))
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
        // A path that does not exist is counted too, so the last line says the run is not whole.
        Output.line(summary.closingLine + (found.missing.isEmpty ? "" : ", \(found.missing.count) not found"))
        if let path = settings.junitPath {
            do {
                try FileContents.write(Array(junit.xml().utf8), to: path)
            } catch {
                Output.error("Cannot write the JUnit report \(path): \(error).")
                return ExitStatus.failure
            }
        }
        if summary.broken > 0 || !found.missing.isEmpty { return ExitStatus.usage }
        return summary.failed == 0 && !files.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    /// Why no transcript was chosen, when the paths exist: a run that tests nothing fails.
    private static func nothingToRun(found: [String], paths: [String], _ selection: TranscriptSelection) -> String {
        let extensionName = ".\(TranscriptSuite.fileExtension)"
        guard !found.isEmpty else {
            return "No \(extensionName) file in \(paths.joined(separator: ", ")), so nothing was tested."
        }
        let filtered = TranscriptSelection(filter: selection.filter).apply(found)
        if let filter = selection.filter, filtered.isEmpty {
            return "No transcript path contains “\(filter)”, so nothing was tested."
        }
        let shard = selection.shard.map { "\($0.index)/\($0.count)" } ?? ""
        return "--shard \(shard) takes none of the \(filtered.count) transcripts, so nothing was tested."
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
