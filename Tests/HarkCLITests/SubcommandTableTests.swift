import Foundation
import Testing

@testable import Hark

/// The one table of `hark`'s commands feeds dispatch, help and the shell completion scripts: a
/// command added to it and forgotten in any of them fails here.
@Test(arguments: Subcommand.allCases)
func everyCommandOfTheTableIsDispatchedExplainedAndCompleted(_ command: Subcommand) throws {
    let name = command.rawValue
    let help = try HarkProcess.run(["help", name])
    #expect(help.status == 0, "hark help \(name) has no help text")
    #expect(help.output.contains("hark \(name)"))

    // A word no command takes (for those that take words), so that each only says what is wrong
    // with it, on a store of its own where it takes one.
    let folder = try temporaryFolder()
    let word = command.arguments == [""] ? [] : ["zzz-nowhere"]
    let store = command.flags.contains { $0.name == "--store" } ? ["--store", folder + "/s.sqlite"] : []
    let run = try HarkProcess.run([name] + word + store + (command == .`init` ? ["--path", folder + "/package"] : []))
    #expect(!run.error.contains("“\(name)” is not a command"), "hark \(name) is not dispatched: \(run.error)")

    for shell in CompletionCommand.shells {
        let script = try #require(CompletionCommand.script(for: shell, apps: []))
        #expect(script.contains(name), "\(shell) completion does not name \(name)")
        for word in command.words {
            #expect(script.contains(word), "\(shell) completion does not offer \(word) after \(name)")
        }
    }
    if !command.words.isEmpty {
        #expect(try bashCompletions(after: [name]) == command.words)
    }
}

@Test func anUnknownCommandListsTheTable() throws {
    let result = try HarkProcess.run(["frobnicate"], input: "")
    #expect(result.status == 2)
    #expect(result.error == "hark: “frobnicate” is not a command; use \(Subcommand.listed) (see hark --help).\n")
    #expect(Subcommand.listed.hasSuffix(", init or help"))
}

@Test(arguments: ["zsh", "fish"])
func theOtherCompletionScriptsAreValid(_ shell: String) throws {
    let file = try temporaryFolder() + "/hark.\(shell)"
    try #require(CompletionCommand.script(for: shell, apps: ["Hydrator"])).write(toFile: file, atomically: true, encoding: .utf8)
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/\(shell)")
    check.arguments = [shell == "zsh" ? "-n" : "--no-execute", file]
    try check.run()
    check.waitUntilExit()
    #expect(check.terminationStatus == 0)
}
