import Foundation
import Testing

/// The repository's transcripts folder.
let transcriptsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("transcripts").path

/// A folder of transcripts: `good` pass, `bad` fail at line 2.
func suiteFolder(good: Int, bad: Int) throws -> String {
    let folder = try temporaryFolder()
    for number in 0..<good {
        try "> Hydrate me\nHow many ounces?\n".write(toFile: "\(folder)/good\(number).transcript", atomically: true, encoding: .utf8)
    }
    for number in 0..<bad {
        try "> Hydrate me\nHow many cups?\n".write(toFile: "\(folder)/bad\(number).transcript", atomically: true, encoding: .utf8)
    }
    return folder
}

@Test func theTranscriptsPassWhateverTheTimeZoneLocaleAndHome() throws {
    let result = try HarkProcess.run(
        ["test", transcriptsFolder],
        environment: ["TZ": "Asia/Tokyo", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "HOME": "/nonexistent", "XDG_DATA_HOME": ""])
    #expect(result.status == 0)
    #expect(result.output.hasSuffix(" passed, 0 failed\n"))
    #expect(result.error == "")
}

@Test(arguments: [1, 2, 8])
func manyJobsPrintTheSameReportInTheSameOrder(jobs: Int) throws {
    let folder = try suiteFolder(good: 6, bad: 3)
    let result = try HarkProcess.run(["test", "--jobs", String(jobs), folder])
    #expect(result.status == 1)
    let failures = result.output.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }
    #expect(failures == ["FAIL \(folder)/bad0.transcript:2", "FAIL \(folder)/bad1.transcript:2", "FAIL \(folder)/bad2.transcript:2"])
    #expect(result.output.hasSuffix("\n6 passed, 3 failed\n"))
    #expect(try HarkProcess.run(["test", "-j", String(jobs), folder]).output == result.output)
}

@Test func failFastStopsAfterTheFirstFailure() throws {
    let folder = try suiteFolder(good: 3, bad: 2)
    let result = try HarkProcess.run(["test", "--fail-fast", folder])
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("FAIL \(folder)/bad0.transcript:2\n"))
    #expect(result.output.hasSuffix("\n0 passed, 1 failed\n"))
}

@Test func filterAndShardChooseTheFiles() throws {
    let folder = try suiteFolder(good: 4, bad: 1)
    #expect(try HarkProcess.run(["test", "--filter", "good", folder]).output == "4 passed, 0 failed\n")
    // Sorted: bad0, good0, good1, good2, good3; shares are dealt in turn.
    let shares = try (1...3).map { try HarkProcess.run(["test", "--shard", "\($0)/3", folder]).output }
    #expect(shares[0].hasPrefix("FAIL \(folder)/bad0.transcript:2\n"))
    #expect(shares[0].hasSuffix("\n1 passed, 1 failed\n"))
    #expect(shares[1] == "2 passed, 0 failed\n")
    #expect(shares[2] == "1 passed, 0 failed\n")
}

/// A run that tests nothing fails (as pytest's exit 5 does), saying why, so a CI job whose
/// paths or filter choose no transcript does not pass.
@Test func aRunThatChoosesNoTranscriptFails() throws {
    let folder = try suiteFolder(good: 2, bad: 0)
    let empty = try temporaryFolder()
    let runs: [([String], String)] = [
        (["--filter", "nothing", folder], "hark: No transcript path contains “nothing”, so nothing was tested.\n"),
        (["--shard", "3/3", folder], "hark: --shard 3/3 takes none of the 2 transcripts, so nothing was tested.\n"),
        ([empty], "hark: No .transcript file in \(empty), so nothing was tested.\n"),
    ]
    for (arguments, message) in runs {
        let none = try HarkProcess.run(["test"] + arguments)
        #expect(none.status == 1)
        #expect(none.output == "0 passed, 0 failed\n")
        #expect(none.error == message)
    }
}

@Test func aMissingPathIsNamedAndTheOthersStillRun() throws {
    let folder = try suiteFolder(good: 2, bad: 0)
    let result = try HarkProcess.run(["test", folder, "one.transcript"])
    #expect(result.status == 2)
    #expect(result.error == "hark: one.transcript: no such file or folder\n")
    #expect(result.output == "2 passed, 0 failed, 1 not found\n")
}

@Test(arguments: [
    (["--jobs", "0"], "hark: --jobs: “0” is not a count; use a whole number, 1 or more.\n"),
    (["--jobs", "many"], "hark: --jobs: “many” is not a count; use a whole number, 1 or more.\n"),
    (["--shard", "4/3"], "hark: --shard: “4/3” is not a share; use I/N with 1 ≤ I ≤ N, such as 1/4.\n"),
    (["--junit"], "hark: --junit: the value is missing; write --junit FILE.\n"),
])
func badTestOptionsExitTwoWithOneSentence(arguments: [String], message: String) throws {
    let result = try HarkProcess.run(["test"] + arguments)
    #expect(result.status == 2)
    #expect(result.error == message)
    #expect(result.output == "")
}

@Test func aPathThatCannotBeReadExitsTwoAndStillEndsWithTheClosingLine() throws {
    let result = try HarkProcess.run(["test", "/no/such/folder"])
    #expect(result.status == 2)
    #expect(result.error == "hark: /no/such/folder: no such file or folder\n")
    #expect(result.output == "0 passed, 0 failed, 1 not found\n")
}

@Test func theJUnitReportIsWrittenBesideTheClosingLine() throws {
    let folder = try suiteFolder(good: 2, bad: 1)
    let junit = folder + "/report.xml"
    let result = try HarkProcess.run(["test", "--junit", junit, folder])
    #expect(result.status == 1)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"hark test\" tests=\"3\" failures=\"1\" errors=\"0\""))
    #expect(xml.contains("<failure message=\"first difference at line 2\" type=\"mismatch\">FAIL \(folder)/bad0.transcript:2\n--- expected"))
    #expect(result.output.hasSuffix("2 passed, 1 failed\n"))
}

@Test func coverageIsPrintedBeforeTheClosingLine() throws {
    let result = try HarkProcess.run(["test", "--coverage", transcriptsFolder])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "Coverage"))
    #expect(lines[start + 1].hasPrefix("Hydrator: App Shortcuts 1 of 1, phrases 4 of 4, suggested shortcuts 1 of 1, parameters 2 of 2, outcomes "))
    #expect(lines.contains { $0.hasPrefix("  suggested shortcut \"Hydrate me\": ") && $0.hasSuffix(" turns") })
    #expect(lines.contains { $0.hasPrefix("    confirm: ready ") && $0.hasSuffix("; never failure") })
    #expect(lines.dropLast().last?.hasSuffix(" passed, 0 failed") == true)
}

/// The system's own words, never Foundation's (“NSCocoaErrorDomain error 512”); a device is
/// written into, never replaced (an atomic write replaced `/dev/full` itself, as root).
@Test(arguments: [
    ("/tmp", "Is a directory"), ("/no/such/folder/report.xml", "No such file or directory"), ("/dev/full", "No space left on device"),
])
func aJUnitReportThatCannotBeWrittenSaysWhy(path: String, reason: String) throws {
    let folder = try suiteFolder(good: 1, bad: 0)
    let result = try HarkProcess.run(["test", "--junit", path, folder])
    #expect(result.status == 1)
    #expect(result.output == "1 passed, 0 failed\n")
    #expect(result.error == "hark: Cannot write the JUnit report \(path): \(reason).\n")
    var device = stat()
    #expect(stat("/dev/full", &device) == 0 && device.st_mode & S_IFMT == S_IFCHR)
}
