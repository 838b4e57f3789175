import Foundation
import HarkEngine

/// Finds transcript files, runs them, and reports as `hark test` does.
///
///     let report = TranscriptSuite(runner: runner).run(paths: ["transcripts"], update: false)
///     report.summary   // "12 passed, 0 failed"
public struct TranscriptSuite: Sendable {
    /// Files with this extension are transcripts when a folder is searched.
    public static let fileExtension = "transcript"

    public let runner: TranscriptRunner

    public init(runner: TranscriptRunner) {
        self.runner = runner
    }

    /// Every transcript file under the paths, folders searched recursively, in a stable order.
    public static func files(in paths: [String]) throws(TranscriptError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw TranscriptError(file: path, line: 0, reason: "no such file or folder")
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
        return files
    }

    /// Runs one file; with `update`, rewrites it when its replies differ.
    public func run(file: String, update: Bool) -> FileResult {
        do {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw TranscriptError(file: file, line: 0, reason: "cannot be read")
            }
            guard let text = String(validatingUTF8Data: data) else {
                throw TranscriptError(file: file, line: 0, reason: "is not valid UTF-8")
            }
            let outcome = try runner.run(try TranscriptParser.parse(text, file: file))
            if update, !outcome.passed {
                do {
                    try outcome.updatedText.write(toFile: file, atomically: true, encoding: .utf8)
                } catch {
                    throw TranscriptError(file: file, line: 0, reason: "cannot be rewritten: \(error.localizedDescription)")
                }
                return .updated(outcome)
            }
            return outcome.passed ? .passed(file) : .failed(outcome)
        } catch let error as TranscriptError {
            return .broken(error)
        } catch {
            return .broken(TranscriptError(file: file, line: 0, reason: "\(error)"))
        }
    }
}

/// How one transcript file fared.
public enum FileResult: Sendable {
    case passed(String)
    case failed(TranscriptOutcome)
    /// It differed and was rewritten with what happened.
    case updated(TranscriptOutcome)
    /// It could not be read or parsed.
    case broken(TranscriptError)

    /// What `hark test` prints for it; nothing for a pass.
    public var report: String? {
        switch self {
        case .passed: nil
        case .failed(let outcome):
            "FAIL \(outcome.transcript.file):\(outcome.firstDifference ?? 0)\n\(outcome.diff)"
        case .updated(let outcome): "updated \(outcome.transcript.file)"
        case .broken(let error): "ERROR \(error)"
        }
    }
}

extension String {
    /// The text of UTF-8 bytes, or nil when they are not valid UTF-8.
    init?(validatingUTF8Data data: Data) {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        self = text
    }
}
