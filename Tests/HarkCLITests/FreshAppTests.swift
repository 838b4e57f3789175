import Foundation
import Testing

/// `hark test` plays each transcript in a fresh process, so an app's statics and singletons
/// start anew for each, as if the app had just launched.
@Suite struct FreshAppTests {
    /// Two transcripts that both count up the same singleton from zero.
    private func countingFolder() throws -> String {
        let folder = try temporaryFolder()
        let text = "> Count up in Counter\nThe count is 1.\n> Count up in Counter\nThe count is 2.\n"
        for name in ["first", "second"] {
            try text.write(toFile: "\(folder)/\(name).transcript", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test(arguments: [1, 2])
    func twoTranscriptsChangingTheSameStaticPassTogether(jobs: Int) throws {
        let folder = try countingFolder()
        let result = try HarkProcess.run(
            ["counter", "test", "--jobs", String(jobs), folder], binary: HarkProcess.fixtureBinary)
        #expect(result.output == "2 passed, 0 failed\n")
        #expect(result.status == 0)
    }

    @Test func theyPassInEitherOrder() throws {
        let folder = try countingFolder()
        for order in [["first", "second"], ["second", "first"]] {
            let files = order.map { "\(folder)/\($0).transcript" }
            let result = try HarkProcess.run(["counter", "test", "--jobs", "1"] + files, binary: HarkProcess.fixtureBinary)
            #expect(result.output == "2 passed, 0 failed\n")
        }
    }

    @Test func pipedInputIsOneLaunchOfTheApp() throws {
        let result = try HarkProcess.run(
            ["counter"], input: "Count up in Counter\nCount up in Counter\n", binary: HarkProcess.fixtureBinary)
        #expect(result.output.contains("The count is 2."))
    }

    @Test func anAppThatCrashesFailsOnlyItsOwnTranscript() throws {
        let folder = try countingFolder()
        try "> Crash in Counter\nDone.\n".write(toFile: "\(folder)/crash.transcript", atomically: true, encoding: .utf8)
        let result = try HarkProcess.run(["counter", "test", folder], binary: HarkProcess.fixtureBinary)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("ERROR \(folder)/crash.transcript: its worker process was killed by signal"))
        #expect(result.output.hasSuffix("2 passed, 1 failed\n"))
    }
}
