import HarkEngine
import HarkTranscript

/// `hark test [PATH…] [--update]`.
enum TestCommand {
    static let defaultPath = "transcripts"

    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        let paths = options.positional.dropFirst()
        let files: [String]
        do {
            files = try TranscriptSuite.files(in: paths.isEmpty ? [defaultPath] : Array(paths))
        } catch {
            Output.error(error.description)
            return ExitStatus.usage
        }
        let suite = TranscriptSuite(runner: TranscriptRunner(catalog: catalog))
        var passed = 0, failed = 0, broken = false
        for file in files {
            let result = suite.run(file: file, update: options.update)
            if let report = result.report { Output.line(report) }
            switch result {
            case .passed, .updated: passed += 1
            case .failed: failed += 1
            case .broken:
                failed += 1
                broken = true
            }
        }
        Output.line("\(passed) passed, \(failed) failed")
        if broken { return ExitStatus.usage }
        return failed == 0 ? ExitStatus.success : ExitStatus.failure
    }
}
