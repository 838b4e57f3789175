import Foundation
import Testing

/// `--store` naming something that is no file is refused at once in one sentence: a named
/// pipe (which used to hang forever), a device, a folder, an empty name. `:memory:` is a store
/// kept in memory while Hark runs, and nothing of it is left behind.
struct StorePathTests {
    static let logLine = "Log 8 ounces of water in Hydrator\n"

    @Test func aNamedPipeIsRefusedAtOnce() throws {
        let pipe = try temporaryFolder() + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        for arguments in [[], ["open", "Hydrator"]] {
            let result = try HarkProcess.run(arguments + ["--store", pipe], input: Self.logLine, killedAfter: 20)
            #expect(result.status == 1)
            #expect(result.error == "hark: The store \(pipe) is a named pipe, not a file; choose a file with --store.\n")
        }
    }

    @Test(arguments: [("/dev/null", "a device"), ("/tmp", "a folder")])
    func aDeviceOrAFolderIsRefused(path: String, kind: String) throws {
        for arguments in [[], ["match", "hydrate me"]] {
            let result = try HarkProcess.run(arguments + ["--store", path], input: Self.logLine, killedAfter: 20)
            #expect(result.status == 1)
            #expect(result.error == "hark: The store \(path) is \(kind), not a file; choose a file with --store.\n")
        }
    }

    @Test func anEmptyStoreNameIsRefusedAtOnce() throws {
        let result = try HarkProcess.run(["--store", ""], input: Self.logLine, killedAfter: 5)
        #expect(result.status == 2)
        #expect(
            result.error == "hark: --store: an empty name is no file; give a file, or :memory: for a store kept only while Hark runs.\n")
    }

    @Test func anInMemoryStoreWorksAndLeavesNothing() throws {
        let folder = try temporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "printf '\(Self.logLine)' | '\(HarkProcess.binary)' --store :memory: && '\(HarkProcess.binary)' open Hydrator --json --store :memory:"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe.forChild()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed.contains("OK. I logged 8 ounces of water."))
        #expect(!printed.contains("\"ounces\" : 8"), "a second run starts from an empty store")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    @Test func anInMemoryStoreKeepsHistoryOnlyWhileTheREPLRuns() throws {
        let terminal = try TerminalSession(arguments: ["--store", ":memory:"])
        try terminal.waitFor("hark> ")
        try terminal.type("Hydrate me", then: "Enter")
        try terminal.waitFor("How many ounces?")
        try terminal.press("Up")
        #expect(try terminal.waitFor("ounces> Hydrate me").contains("ounces> Hydrate me"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: terminal.folder) == [])
    }

    @Test func aDefaultFolderThatCannotBeMadeIsNamedInTheSystemsWords() throws {
        let result = try HarkProcess.run([], input: Self.logLine, environment: ["XDG_DATA_HOME": "/proc/no-such"])
        #expect(result.status == 1)
        #expect(
            result.error
                == "hark: The store /proc/no-such/hark/hark.sqlite cannot be opened: its folder cannot be made (No such file or directory).\n")
    }
}
