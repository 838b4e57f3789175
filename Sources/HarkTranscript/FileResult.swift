/// How one transcript file fared.
public enum FileResult: Sendable {
    case passed(TranscriptOutcome)
    case failed(TranscriptOutcome)
    /// It differed, was rewritten with what happened (`--update`), and now passes.
    case updated(TranscriptOutcome)
    /// It was rewritten, and run again it still differs (the outcome of that second run).
    case stillFailing(TranscriptOutcome)
    /// It could not be read or parsed.
    case broken(TranscriptError)

    /// Whether it counts as failed in the closing line.
    public var isFailure: Bool {
        switch self {
        case .passed, .updated: false
        case .failed, .stillFailing, .broken: true
        }
    }

    /// The run's outcome, when the file could be run.
    public var outcome: TranscriptOutcome? {
        switch self {
        case .passed(let outcome), .failed(let outcome), .updated(let outcome), .stillFailing(let outcome): outcome
        case .broken: nil
        }
    }

    /// What `hark test` prints for it; nothing for a pass.
    ///
    ///     FAIL transcripts/Hydrator/x.transcript:3
    ///     --- expected
    ///     +++ actual
    ///     @@ -1,3 +1,3 @@ …
    public var report: String? {
        switch self {
        case .passed: nil
        case .failed(let outcome): Self.failure(outcome, note: nil)
        case .updated(let outcome): "updated \(outcome.transcript.file)"
        case .stillFailing(let outcome):
            Self.failure(outcome, note: "rewritten by --update, and run again it still differs")
        case .broken(let error): "ERROR \(error)"
        }
    }

    private static func failure(_ outcome: TranscriptOutcome, note: String?) -> String {
        let heading = "FAIL \(outcome.transcript.file):\(outcome.firstDifference ?? 0)" + (note.map { " (\($0))" } ?? "")
        return ([heading, outcome.diff] + (outcome.mismatchedTurn?.explanation ?? [])).joined(separator: "\n")
    }
}

/// One file's result and how long it took to run.
public struct FileReport: Sendable {
    public let file: String
    public let result: FileResult
    public let seconds: Double

    public init(file: String, result: FileResult, seconds: Double) {
        self.file = file
        self.result = result
        self.seconds = seconds
    }
}

/// The closing line's counts.
public struct SuiteSummary: Sendable, Equatable {
    public private(set) var passed = 0
    public private(set) var failed = 0
    /// Files that could not be read or parsed (counted in `failed` too); not those whose app crashed.
    public private(set) var broken = 0

    public init() {}

    mutating func count(_ result: FileResult) {
        if result.isFailure { failed += 1 } else { passed += 1 }
        if case .broken(let error) = result, !error.isAppCrash { broken += 1 }
    }

    /// `12 passed, 1 failed`.
    public var closingLine: String { "\(passed) passed, \(failed) failed" }
}
