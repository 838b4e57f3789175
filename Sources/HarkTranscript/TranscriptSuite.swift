import Foundation
import HarkEngine

/// Finds transcript files, runs them (several at a time), and reports as `hark test` does.
///
///     let suite = TranscriptSuite(runner: runner)
///     let files = try TranscriptSuite.files(in: ["transcripts"])
///     let summary = suite.run(files: files, jobs: 2) { print($0.result.report ?? "") }
///     summary.closingLine   // "12 passed, 0 failed"
public struct TranscriptSuite: Sendable {
    /// Files with this extension are transcripts when a folder is searched.
    public static let fileExtension = "transcript"

    public let runner: TranscriptRunner

    public init(runner: TranscriptRunner) {
        self.runner = runner
    }

    /// Every transcript file under the paths, folders searched recursively, in a stable order.
    public static func files(in paths: [String]) throws(TranscriptError) -> [String] {
        let found = search(paths)
        if let missing = found.missing.first { throw TranscriptError(file: missing, line: 0, reason: "no such file or folder") }
        return found.files
    }

    /// The same, going on past a path that does not exist, which `missing` names.
    public static func search(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                missing.append(path)
                continue
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            files += found.filter { $0.hasSuffix(".\(fileExtension)") }.sorted().map {
                (path as NSString).appendingPathComponent($0)
            }
        }
        return (files, missing)
    }

    /// Runs the files `jobs` at a time and hands each report to `report` in the files' order.
    /// With `update`, a file whose replies differ is rewritten and run again; with `failFast`,
    /// nothing is reported after the first failure.
    public func run(
        files: [String], jobs: Int, update: Bool = false, failFast: Bool = false, report: (FileReport) -> Void
    ) -> SuiteSummary {
        var summary = SuiteSummary()
        OrderedParallelMap.run(files, jobs: jobs, work: { file in check(file: file) }) { checked in
            var finished = checked
            if update, case .failed(let outcome) = checked.result {
                finished = FileReport(file: checked.file, result: rewrite(outcome), seconds: checked.seconds)
            }
            summary.count(finished.result)
            report(finished)
            return failFast && finished.result.isFailure ? .stop : .continue
        }
        return summary
    }

    /// Runs one file; with `update`, rewrites it when its replies differ and runs it again.
    public func run(file: String, update: Bool) -> FileResult {
        let result = check(file: file).result
        guard update, case .failed(let outcome) = result else { return result }
        return rewrite(outcome)
    }

    /// Runs one file as it stands, and times it.
    func check(file: String) -> FileReport {
        let start = DispatchTime.now().uptimeNanoseconds
        let result: FileResult
        do {
            let outcome = try runner.run(try Self.read(file))
            result = outcome.passed ? .passed(outcome) : .failed(outcome)
        } catch {
            result = .broken(error)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return FileReport(file: file, result: result, seconds: seconds)
    }

    /// Writes what happened into the file, then checks that it now passes.
    private func rewrite(_ outcome: TranscriptOutcome) -> FileResult {
        let file = outcome.transcript.file
        do {
            try outcome.updatedText.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            return .broken(TranscriptError(file: file, line: 0, reason: "cannot be rewritten: \(SystemReason.of(error))"))
        }
        switch check(file: file).result {
        case .passed(let rerun): return .updated(rerun)
        case .failed(let rerun), .updated(let rerun), .stillFailing(let rerun): return .stillFailing(rerun)
        case .broken(let error): return .broken(error)
        }
    }

    static func read(_ file: String) throws(TranscriptError) -> Transcript {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw TranscriptError(file: file, line: 0, reason: "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TranscriptError(file: file, line: 0, reason: "is not valid UTF-8")
        }
        return try TranscriptParser.parse(text, file: file)
    }
}
