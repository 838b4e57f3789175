import Foundation
import HarkEngine
import HarkTranscript

/// The one folder the page saves transcripts into and runs; no other file is read or written.
struct StudioTranscripts {
    /// How one transcript fared: the path within the folder, and `hark test`'s report on a failure.
    struct Result: Encodable {
        let file: String
        let passed: Bool
        let report: String?
    }

    /// Every transcript of the folder, the closing line `hark test` prints, and what
    /// `hark test --coverage` reports.
    struct Run: Encodable {
        let results: [Result]
        let summary: String
        let coverage: [String]
    }

    let folder: String
    /// App files installed with `--app`, absolute, for the transcripts' `@app` lines.
    let appFiles: [String]
    let suite: TranscriptSuite

    /// Writes the conversation's turns to NAME.transcript in the folder and runs it.
    func save(_ conversation: StudioConversation, as name: String) throws(StudioError) -> Result {
        guard let first = conversation.turns.first else { throw StudioError("Say something first: there is no turn to save.") }
        let path = try self.path(for: name)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw StudioError("Cannot make the folder \(folder): \(error.localizedDescription).")
        }
        do throws(RecordingError) {
            let recorder = try TranscriptRecorder(path: path, clock: .fixed(first.at), appFiles: appFiles)
            for turn in conversation.turns { try recorder.record(turn: turn.line, replies: turn.replies, at: turn.at) }
            try recorder.close()
        } catch {
            throw StudioError(error.description)
        }
        return result(suite.run(file: path, update: false), file: path)
    }

    /// Runs every transcript under the folder, as `hark test FOLDER --coverage` would.
    func runAll() -> Run {
        let files = (try? TranscriptSuite.files(in: [folder])) ?? []
        var results: [Result] = []
        var coverage = Coverage(catalog: suite.runner.catalog)
        let summary = suite.run(files: files, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            results.append(result($0.result, file: $0.file))
            if let outcome = $0.result.outcome { coverage.add(trace: outcome.trace, apps: outcome.fileApps) }
        }
        return Run(results: results, summary: summary.closingLine, coverage: coverage.report)
    }

    /// NAME.transcript in the folder, for a NAME of letters, digits, `-` and `_`; never a link.
    private func path(for name: String) throws(StudioError) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        guard !name.isEmpty, name.count <= 80, name.unicodeScalars.allSatisfy(allowed.contains), !name.hasPrefix("-") else {
            throw StudioError("“\(name)” cannot name a transcript; use letters, digits, - and _ (up to 80).")
        }
        let path = (folder as NSString).appendingPathComponent(name + "." + TranscriptSuite.fileExtension)
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
            throw StudioError("\(name).transcript is a link; Hark Studio writes only files of its folder.")
        }
        return path
    }

    private func result(_ result: FileResult, file: String) -> Result {
        let relative = file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
        return Result(file: relative, passed: !result.isFailure, report: result.report)
    }
}
