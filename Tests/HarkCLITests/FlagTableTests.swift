import Foundation
import Testing

@testable import Hark

/// Each command takes only the flags its entry of the command table lists, and every problem
/// with a flag is one sentence that names it: "--FLAG: what is wrong; what to write".

/// The name of every flag some command takes.
private let everyFlag = Set((Subcommand.interactiveFlags + Subcommand.allCases.flatMap(\.flags)).map(\.name))

@Test(arguments: Subcommand.allCases)
func aCommandRefusesTheFlagsOfOtherCommands(_ command: Subcommand) throws {
    let own = Set(command.flags.flatMap(\.names))
    let foreign = try #require(everyFlag.subtracting(own).sorted().first)
    let result = try HarkProcess.run([command.rawValue, foreign, "4"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("hark: \(foreign): hark \(command.rawValue) has no such option; use "), "\(result.error)")
}

@Test func openRefusesJobsInsteadOfIgnoringIt() throws {
    let result = try HarkProcess.run(["open", "Hydrator", "--jobs", "4", "--store", try temporaryFolder() + "/s.sqlite"])
    #expect(result.status == 2)
    #expect(result.error == "hark: --jobs: hark open has no such option; use --json, --store, --clock, --app, --help or --version (see hark open --help).\n")
    #expect(result.output.isEmpty)
}

@Test(arguments: [
    ["match", "x", "--device", "weird"],
    ["--device", "weird"],
    ["--device=weird"],
])
func aBadDeviceModeNamesTheFlag(_ arguments: [String]) throws {
    let result = try HarkProcess.run(arguments, input: "")
    #expect(result.status == 2)
    #expect(result.error == "hark: --device: “weird” is not a device mode; use strict or lenient.\n")
    #expect(result.output.isEmpty)
}

@Test(arguments: [
    (["--device"], "hark: --device: the value is missing; write --device strict|lenient.\n"),
    (["--clock"], "hark: --clock: the value is missing; write --clock TIME.\n"),
    (["match", "x", "--limit"], "hark: --limit: the value is missing; write --limit N.\n"),
    (["--store", "--no-color"], "hark: --store: the value is missing; write --store PATH.\n"),
    (["open", "Hydrator", "--json=yes"], "hark: --json: it takes no value; write --json alone.\n"),
    (["doctor", "strict"], "hark: strict: hark doctor takes no arguments; see hark doctor --help.\n"),
    (["test", "-j0"], "hark: -j: “0” is not a count; use a whole number, 1 or more.\n"),
])
func aFlagWithoutItsValueIsSaidOnce(arguments: [String], message: String) throws {
    let result = try HarkProcess.run(arguments, input: "")
    #expect(result.status == 2)
    #expect(result.error == message)
}

@Test func aDayThatDoesNotExistIsRefusedNotRolledOver() throws {
    let store = try temporaryFolder() + "/s.sqlite"
    for day in ["2026-02-30T00:00:00Z", "2026-02-29T12:00:00+02:00", "2026-13-01T00:00:00Z"] {
        let result = try HarkProcess.run(["--store", store, "--clock", day], input: ":clock\n")
        #expect(result.status == 2, "\(day)")
        #expect(result.error == "hark: --clock: “\(day)” names a day that does not exist; write 2026-11-30T08:00:00Z.\n")
    }
    let leap = try HarkProcess.run(["--store", store, "--clock", "2028-02-29T00:00:00Z"], input: ":clock\n")
    #expect(leap.output.contains("2028-02-29T00:00:00Z"))
    let repl = try HarkProcess.run(["--store", store], input: ":clock 2026-02-30T00:00:00Z\n")
    #expect(repl.output.contains("“2026-02-30T00:00:00Z” names a day that does not exist"))
}

@Test func helpForAWordThatIsNoCommandListsEveryCommand() throws {
    let result = try HarkProcess.run(["help", "nope"])
    #expect(result.status == 2)
    #expect(result.error == "hark: “nope” is not a command; use \(Subcommand.listed) (see hark --help).\n")
    for command in Subcommand.allCases { #expect(result.error.contains(command.rawValue)) }
    #expect(try HarkProcess.run(["nope"]).error == result.error)
}

@Test func anAppThatIsNotInstalledIsWordedTheSameInTheShellAndAtThePrompt() throws {
    let store = try temporaryFolder() + "/s.sqlite"
    let sentence = "There is no app named “Hydratr”; installed: Hydrator, Meditator, Workout, Wallet."
    let shell = try HarkProcess.run(["open", "Hydratr", "--store", store])
    #expect(shell.error == "hark: \(sentence)\n")
    let prompt = try HarkProcess.run(["--store", store], input: ":open Hydratr\n")
    #expect(prompt.output == "> :open Hydratr\n\(sentence)\n")
}

@Test(arguments: Subcommand.allCases)
func helpListsEveryFlagACommandTakesAndNoOther(_ command: Subcommand) throws {
    let help = try HarkProcess.run(["help", command.rawValue]).output
    let options = try #require(help.components(separatedBy: "\nOptions:\n").last)
    for flag in command.flags {
        #expect(options.contains("  \(flag.usage)"), "hark help \(command.rawValue) does not explain \(flag.name)")
    }
    let listed = options.split(separator: "\n").filter { $0.hasPrefix("  -") }.count
    #expect(listed == command.flags.count)
}

@Test(arguments: Subcommand.allCases)
func bashCompletesACommandsOwnFlagsOnly(_ command: Subcommand) throws {
    #expect(try bashCompletions(after: [command.rawValue], typing: "-") == command.flags.flatMap(\.names))
}

@Test func bashAndFishCompleteTheValuesAFlagTakes() throws {
    #expect(try bashCompletions(after: ["match", "--device"]) == ["strict", "lenient"])
    #expect(try bashCompletions(after: ["--device"]) == ["strict", "lenient"])
    #expect(try fishCompletions("hark match --device ").sorted() == ["lenient", "strict"])
    let testFlags = try fishCompletions("hark test --")
    #expect(testFlags.contains("--jobs") && !testFlags.contains("--json"))
    let openFlags = try fishCompletions("hark open --")
    #expect(openFlags.contains("--json") && !openFlags.contains("--jobs"))
}

@Test(arguments: Subcommand.allCases)
func zshCompletesEachCommandWithItsOwnFlags(_ command: Subcommand) throws {
    let script = try #require(CompletionCommand.script(for: "zsh", apps: ["Hydrator"]))
    let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("            \(command.rawValue)) _arguments ") })
    let offered = Set(line.split(separator: "'").compactMap { $0.hasPrefix("-") ? String($0.prefix { $0 != "[" }) : nil })
    #expect(offered == Set(command.flags.flatMap(\.names)))
}

/// The first words of what fish offers for `line`, with the script loaded.
func fishCompletions(_ line: String) throws -> [String] {
    let file = try temporaryFolder() + "/hark.fish"
    try #require(CompletionCommand.script(for: "fish", apps: [])).write(toFile: file, atomically: true, encoding: .utf8)
    let fish = Process()
    fish.executableURL = URL(fileURLWithPath: "/usr/bin/fish")
    fish.arguments = ["--no-config", "-c", "source \(file); complete -C '\(line)'"]
    let output = Pipe.forChild()
    fish.standardOutput = output
    try fish.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    fish.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
}
