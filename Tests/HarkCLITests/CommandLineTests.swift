import Foundation
import Testing

@Test func pipedInputPrintsATranscriptAndTheEntryCanBeOpened() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let played = try HarkProcess.run(["--store", store, "--clock", "2026-11-30T08:00:00Z"], input: "Hydrate me\neight\nWater.\n")
    #expect(played.status == 0)
    #expect(played.output == "> Hydrate me\nHow many ounces?\n> eight\nWhat type of drink?\n> Water.\nOK. I logged 8 ounces of water.\n")
    let opened = try HarkProcess.run(["open", "Hydrator", "--json", "--store", store])
    let entries = try JSONSerialization.jsonObject(with: Data(opened.output.utf8)) as? [[String: Any]]
    #expect(entries?.count == 1)
    #expect(entries?.first?["ounces"] as? Int == 8)
    #expect(entries?.first?["drink"] as? String == "water")
    #expect(entries?.first?["date"] as? String == "2026-11-30T08:00:00Z")
}

@Test func aPipedSessionPassesAsATranscriptUnchanged() throws {
    let folder = try temporaryFolder()
    let played = try HarkProcess.run(
        ["--store", folder + "/x.sqlite", "--clock", "2026-01-05T09:00:00Z"],
        input: "Hydrate me\n8\nbeer\ntea\n:open Hydrator\nOrder a pizza\n")
    let transcript = folder + "/played.transcript"
    try played.output.write(toFile: transcript, atomically: true, encoding: .utf8)
    let tested = try HarkProcess.run(["test", transcript])
    #expect(tested.status == 0)
    #expect(tested.output == "1 passed, 0 failed\n")
}

@Test func aFailingTranscriptExitsOneWithItsLineAndDiff() throws {
    let transcript = try temporaryFolder() + "/bad.transcript"
    try "> Hydrate me\nHow many cups?\n".write(toFile: transcript, atomically: true, encoding: .utf8)
    let tested = try HarkProcess.run(["test", transcript])
    #expect(tested.status == 1)
    #expect(tested.output.hasPrefix("FAIL \(transcript):2\n--- expected\n+++ actual\n"))
    #expect(tested.output.hasSuffix("0 passed, 1 failed\n"))
}

@Test func anUnreadableTranscriptExitsTwoNamingTheLine() throws {
    let transcript = try temporaryFolder() + "/broken.transcript"
    try "> hi\n@weather sunny\n".write(toFile: transcript, atomically: true, encoding: .utf8)
    let tested = try HarkProcess.run(["test", transcript])
    #expect(tested.status == 2)
    #expect(tested.output.contains("\(transcript):2: unknown directive @weather"))
}

@Test func updateRewritesTheTranscriptSoItPasses() throws {
    let transcript = try temporaryFolder() + "/stale.transcript"
    try "> Hydrate me\nHow many cups?\n".write(toFile: transcript, atomically: true, encoding: .utf8)
    #expect(try HarkProcess.run(["test", "--update", transcript]).status == 0)
    #expect(try String(contentsOfFile: transcript, encoding: .utf8) == "> Hydrate me\nHow many ounces?\n")
    #expect(try HarkProcess.run(["test", transcript]).status == 0)
}

@Test func badUsageExitsTwoWithOneSentence() throws {
    let result = try HarkProcess.run(["--frobnicate"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("hark: --frobnicate: hark has no such option; use --store, --clock, "))
    #expect(result.error.hasSuffix(" (see hark --help).\n"))
    #expect(try HarkProcess.run(["launch"]).status == 2)
}

@Test func helpExplainsTheCommands() throws {
    let help = try HarkProcess.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("hark test [PATH…]"))
    let testHelp = try HarkProcess.run(["help", "test"])
    #expect(testHelp.output.contains("--update"))
}

@Test func aStoreThatIsNotADatabaseIsNamedAndKept() throws {
    let path = try temporaryFolder() + "/notes.txt"
    let content = String(repeating: "my notes\n", count: 100)
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try HarkProcess.run(["--store", path], input: "Hydrate me\n")
    #expect(result.status == 1)
    #expect(result.error.contains(path))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
}

@Test func theDefaultStoreLivesUnderXDGDataHome() throws {
    let data = try temporaryFolder()
    let result = try HarkProcess.run([], input: "Log 8 ounces of water in Hydrator\n", environment: ["XDG_DATA_HOME": data])
    #expect(result.status == 0)
    #expect(FileManager.default.fileExists(atPath: data + "/hark/hark.sqlite"))
    let folder = try FileManager.default.attributesOfItem(atPath: data + "/hark")
    #expect((folder[.posixPermissions] as? Int) == 0o700)
}

@Test(arguments: ["bash", "zsh", "fish"])
func completionScriptsNameEveryCommand(_ shell: String) throws {
    let result = try HarkProcess.run(["completion", shell])
    #expect(result.status == 0)
    for command in ["test", "open", "shortcuts", "doctor", "suggest", "stack", "match", "completion"] {
        #expect(result.output.contains(command))
    }
}

@Test func theBashCompletionScriptIsValidBash() throws {
    let script = try HarkProcess.run(["completion", "bash"]).output
    let file = try temporaryFolder() + "/hark.bash"
    try script.write(toFile: file, atomically: true, encoding: .utf8)
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/bin/bash")
    check.arguments = ["-n", file]
    try check.run()
    check.waitUntilExit()
    #expect(check.terminationStatus == 0)
}

@Test func anAppsOwnBinaryCompletesItselfNotHark() throws {
    let bash = try HarkProcess.run(["greeter", "completion", "bash"], binary: HarkProcess.fixtureBinary).output
    #expect(bash.hasSuffix("complete -o default -F _hark hark-fixture\n"))
    let fish = try HarkProcess.run(["greeter", "completion", "fish"], binary: HarkProcess.fixtureBinary).output
    #expect(fish.contains("complete -c hark-fixture -f -n '__fish_use_subcommand' -a test"))
    #expect(!fish.contains("complete -c hark "))
}

@Test func anUnknownShellIsBadUsage() throws {
    let result = try HarkProcess.run(["completion", "powershell"])
    #expect(result.status == 2)
    #expect(result.error == "hark: Say which shell: hark completion bash, zsh or fish.\n")
}

@Test func aClockOutsideTheYearsHarkKeepsIsBadUsage() throws {
    let result = try HarkProcess.run(["--store", try temporaryFolder() + "/c.sqlite", "--clock", "+200000000000000d"], input: "Log 8 ounces of water in Hydrator\n")
    #expect(result.status == 2)
    #expect(result.error == "hark: --clock: “+200000000000000d” would set the clock outside the years 1900 to 9999; choose a time in those years.\n")
}

@Test func aBadTimeNamesTheFlagThatWasGiven() throws {
    let result = try HarkProcess.run(["suggest", "--store", try temporaryFolder() + "/c.sqlite", "--at", "yesterday"])
    #expect(result.status == 2)
    #expect(result.error == "hark: --at: “yesterday” is not an ISO 8601 time; write 2026-11-30T08:00:00Z.\n")
}

/// What bash offers after `hark WORD ` (then `typing`) with the script loaded.
func bashCompletions(after words: [String], typing: String = "") throws -> [String] {
    let script = try HarkProcess.run(["completion", "bash"]).output
    let folder = try temporaryFolder()
    try script.write(toFile: folder + "/hark.bash", atomically: true, encoding: .utf8)
    let line = (["hark"] + words + [typing]).map { "'\($0)'" }.joined(separator: " ")
    let probe = """
        source \(folder)/hark.bash
        COMP_WORDS=(\(line)); COMP_CWORD=\(words.count + 1); _hark; printf '%s\\n' "${COMPREPLY[@]}"
        """
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = ["-c", probe]
    let output = Pipe.forChild()
    bash.standardOutput = output
    try bash.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    bash.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
}

@Test func bashCompletesAppNamesAfterOpenAndTheWordsOfShortcuts() throws {
    #expect(try bashCompletions(after: ["open"]) == ["Hydrator", "Meditator", "Workout", "Wallet"])
    #expect(try bashCompletions(after: ["shortcuts"]) == ["list", "add", "rename", "remove"])
}
