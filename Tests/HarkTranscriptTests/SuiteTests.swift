import Foundation
import HarkTranscript
import Testing

let passing = "> Hydrate me\nHow many ounces?\n"
let failing = "> Hydrate me\nHow many cups?\n"

/// Runs every transcript under `folder` and collects what `hark test` would print.
func runSuite(
    _ folder: String, jobs: Int, update: Bool = false, failFast: Bool = false
) throws -> (reports: [FileReport], summary: SuiteSummary) {
    let suite = TranscriptSuite(runner: TranscriptRunner(catalog: try testCatalog()))
    var reports: [FileReport] = []
    let summary = suite.run(files: try TranscriptSuite.files(in: [folder]), jobs: jobs, update: update, failFast: failFast) {
        reports.append($0)
    }
    return (reports, summary)
}

@Test(arguments: [1, 2, 4, 16])
func manyJobsReportInTheFilesOrder(jobs: Int) throws {
    var files: [String: String] = [:]
    for number in 0..<40 {
        // Slow and quick files alternate, so later files often finish first.
        let turns = number % 3 == 0 ? String(repeating: "> Log 8 ounces of tea in Hydrator\nOK. I logged 8 ounces of tea.\n", count: 30) : ""
        files[String(format: "f%02d.transcript", number)] = turns + (number % 7 == 0 ? failing : passing)
    }
    let root = try folder(with: files)
    let (reports, summary) = try runSuite(root, jobs: jobs)
    #expect(reports.map { ($0.file as NSString).lastPathComponent } == files.keys.sorted())
    #expect(reports.map(\.result.isFailure) == files.keys.sorted().map { files[$0]?.hasSuffix(failing) == true })
    #expect(summary.closingLine == "34 passed, 6 failed")
}

@Test(arguments: [1, 3])
func failFastStopsAtTheFirstFailureInTheFilesOrder(jobs: Int) throws {
    let root = try folder(with: [
        "a.transcript": passing, "b.transcript": failing, "c.transcript": passing, "d.transcript": failing,
    ])
    let (reports, summary) = try runSuite(root, jobs: jobs, failFast: true)
    #expect(reports.map { ($0.file as NSString).lastPathComponent } == ["a.transcript", "b.transcript"])
    #expect(summary.closingLine == "1 passed, 1 failed")
}

@Test func aBrokenFileCountsAsFailedAndBroken() throws {
    let root = try folder(with: ["a.transcript": passing, "b.transcript": "@weather rain\n", "c.transcript": failing])
    let (_, summary) = try runSuite(root, jobs: 2)
    #expect(summary.closingLine == "1 passed, 2 failed")
    #expect(summary.broken == 1)
}

@Test func updateInAParallelRunRewritesEachDifferingFile() throws {
    let root = try folder(with: ["a.transcript": failing, "b.transcript": passing, "c.transcript": failing])
    let (reports, summary) = try runSuite(root, jobs: 2, update: true)
    #expect(reports.compactMap(\.result.report) == ["updated \(root)/a.transcript", "updated \(root)/c.transcript"])
    #expect(summary.closingLine == "3 passed, 0 failed")
    #expect(try String(contentsOfFile: root + "/c.transcript", encoding: .utf8) == passing)
}

@Test func foldersAreSearchedForTranscriptsInAStableOrder() throws {
    let root = try folder(with: [
        "b/x.transcript": passing, "a/z.transcript": passing, "a/y.transcript": passing, "notes.txt": "not a transcript",
    ])
    let files = try TranscriptSuite.files(in: [root, root + "/b/x.transcript"])
    #expect(files == ["a/y.transcript", "a/z.transcript", "b/x.transcript"].map { root + "/" + $0 } + [root + "/b/x.transcript"])
}

@Test func aMissingPathIsAnError() {
    #expect(throws: TranscriptError(file: "/no/such/place", line: 0, reason: "no such file or folder")) {
        try TranscriptSuite.files(in: ["/no/such/place"])
    }
}

@Test func theFilterKeepsPathsContainingItsText() {
    let files = ["t/Hydrator/a.transcript", "t/Bakery/b.transcript", "t/Hydrator/c.transcript"]
    #expect(TranscriptSelection(filter: "Hydrator").apply(files) == ["t/Hydrator/a.transcript", "t/Hydrator/c.transcript"])
    #expect(TranscriptSelection(filter: "nothing").apply(files) == [])
}

@Test(arguments: [1, 2, 3, 7])
func shardsSplitTheFilesIntoDisjointSharesThatCoverThemAll(count: Int) throws {
    let files = (0..<20).map { "f\($0).transcript" }
    let shares = try (1...count).map { TranscriptSelection(shard: try Shard("\($0)/\(count)")).apply(files) }
    #expect(shares.flatMap { $0 }.sorted() == files.sorted())
    let sizes = shares.map(\.count)
    #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
}

@Test func aShardIsTakenAfterTheFilter() throws {
    let files = ["a1", "b1", "a2", "b2", "a3"]
    #expect(TranscriptSelection(filter: "a", shard: try Shard("2/2")).apply(files) == ["a2"])
}

@Test(arguments: ["0/3", "4/3", "1/0", "1", "a/b", "1/2/3", "-1/2", ""])
func aShardOutsideOneToNIsRefused(text: String) {
    #expect(throws: TranscriptUsageError("--shard takes I/N with 1 ≤ I ≤ N, such as 1/4, not “\(text)”.")) {
        try Shard(text)
    }
}
