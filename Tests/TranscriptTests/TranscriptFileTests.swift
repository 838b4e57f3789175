import Foundation
import HarkEngine
import HarkTranscript
import SampleApps
import Testing

/// Every file under transcripts/ is one test case: it must pass as `hark test` runs it.
enum TranscriptFiles {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("transcripts").path

    /// Paths relative to the repository, so test names read as file names.
    static var all: [String] {
        let files = (try? TranscriptSuite.files(in: [root])) ?? []
        return files.map { String($0.dropFirst(root.count + 1)) }
    }
}

@Test(arguments: TranscriptFiles.all)
func transcriptPasses(_ file: String) throws {
    let catalog = try AppCatalog(apps: sampleApps)
    let suite = TranscriptSuite(runner: TranscriptRunner(catalog: catalog))
    let result = suite.run(file: "\(TranscriptFiles.root)/\(file)", update: false)
    if let report = result.report {
        Issue.record("\(report)")
    }
    guard case .passed = result else {
        Issue.record("\(file) did not pass")
        return
    }
}

@Test func theTranscriptsFolderHoldsTranscripts() {
    #expect(TranscriptFiles.all.count >= 10)
}
