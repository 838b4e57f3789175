import Foundation
import Testing

/// `hark test` plays each transcript in a fresh copy of a freshly launched process, so an
/// app's statics and singletons start anew for each, as if the app had just launched, however
/// many transcripts one worker plays and in whatever order.
@Suite struct FreshAppTests {
    /// Transcripts that all count up the same singleton from zero.
    private func countingFolder(_ names: [String] = ["first", "second"]) throws -> String {
        let folder = try temporaryFolder()
        let text = "> Count up in Counter\nThe count is 1.\n> Count up in Counter\nThe count is 2.\n"
        for name in names {
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

    /// Six transcripts on one or two workers, forwards and backwards: each worker plays several.
    @Test(arguments: [1, 2])
    func theyPassInEitherOrder(jobs: Int) throws {
        let names = ["a", "b", "c", "d", "e", "f"]
        let folder = try countingFolder(names)
        for order in [names, names.reversed()] {
            let files = order.map { "\(folder)/\($0).transcript" }
            let result = try HarkProcess.run(
                ["counter", "test", "--jobs", String(jobs)] + files, binary: HarkProcess.fixtureBinary)
            #expect(result.output == "6 passed, 0 failed\n")
            #expect(result.status == 0)
        }
    }

    @Test func pipedInputIsOneLaunchOfTheApp() throws {
        let store = try temporaryFolder() + "/x.sqlite"
        let result = try HarkProcess.run(
            ["counter", "--store", store], input: "Count up in Counter\nCount up in Counter\n", binary: HarkProcess.fixtureBinary)
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

    @Test func aWorkerKilledFromOutsideFailsOnlyTheTranscriptItWasPlaying() throws {
        let folder = try countingFolder(["a", "b", "c"])
        try "> Kill the worker in Counter\nDone.\n".write(toFile: "\(folder)/b2.transcript", atomically: true, encoding: .utf8)
        let result = try HarkProcess.run(["counter", "test", "--jobs", "1", folder], binary: HarkProcess.fixtureBinary)
        #expect(result.status == 1)
        #expect(result.output.contains("ERROR \(folder)/b2.transcript: its worker process was killed by signal 9"))
        #expect(result.output.hasSuffix("3 passed, 1 failed\n"))
    }
}
