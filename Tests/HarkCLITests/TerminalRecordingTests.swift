import Foundation
import Testing

/// `:record` to a file that cannot take a line says so at once, on the terminal; the store in
/// use, its history and any other SQLite file are never written over.
@Suite(.serialized) struct TerminalRecordingTests {
    @Test func recordingToAFullDeviceIsRefusedInOneSentence() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type(":record /dev/full", then: "Enter")
        let screen = try terminal.waitFor("nothing is being recorded")
        #expect(screen.contains("hark: Cannot write the transcript /dev/full (No space left on device), so nothing is being recorded."))
        #expect(!screen.contains("Recording to"))
        try terminal.type(":stop", then: "Enter")
        #expect(try terminal.waitFor("Nothing is being recorded.").contains("Nothing is being recorded."))
    }

    @Test func recordingOverTheStoreOrItsHistoryIsRefusedAndLosesNothing() throws {
        let terminal = try TerminalSession()
        let store = terminal.folder + "/t.sqlite"
        try terminal.waitFor("hark> ")
        try terminal.type("Log 8 ounces of water in Hydrator", then: "Enter")
        try terminal.waitFor("OK. I logged 8 ounces of water.")
        #expect(symlink(store, terminal.folder + "/link") == 0)
        for (path, what) in [("t.sqlite", "store"), ("link", "store"), ("./t.sqlite-wal", "store"), ("t.history", "history")] {
            try terminal.type(":record \(path)", then: "Enter")
            let sentence = "hark: Cannot write the transcript \(path) (it is the \(what) in use)"
            #expect(try terminal.waitFor(sentence).contains(sentence))
        }
        let header = try FileHandle(forReadingFrom: URL(fileURLWithPath: store)).read(upToCount: 16)
        #expect(header == Data("SQLite format 3\0".utf8), "the store file is untouched while Hark runs")
        try terminal.type(":quit", then: "Enter")
        try terminal.waitFor("EXIT=0")
        let screen = try HarkProcess.run(["open", "Hydrator", "--json", "--store", store])
        #expect(screen.output.contains("\"ounces\" : 8"))
    }

    @Test func recordingOverAnotherSQLiteFileIsRefused() throws {
        let folder = try temporaryFolder()
        let other = folder + "/other.sqlite"
        #expect(try HarkProcess.run(["--store", other], input: "Log 8 ounces of water in Hydrator\n").status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: other))
        let terminal = try TerminalSession(folder: folder)
        try terminal.waitFor("hark> ")
        try terminal.type(":record other.sqlite", then: "Enter")
        let sentence = "hark: Cannot write the transcript other.sqlite (it is an SQLite database)"
        #expect(try terminal.waitFor(sentence).contains(sentence))
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before)
    }

    @Test func recordingToANamedPipeNothingReadsIsRefusedWithoutWaiting() throws {
        let terminal = try TerminalSession()
        #expect(mkfifo(terminal.folder + "/pipe", 0o600) == 0)
        try terminal.waitFor("hark> ")
        try terminal.type(":record pipe", then: "Enter")
        let sentence = "hark: Cannot write the transcript pipe (a named pipe nothing reads), so nothing is being recorded."
        #expect(try terminal.waitFor(sentence).contains(sentence))
        try terminal.type("Hydrate me", then: "Enter")
        #expect(try terminal.waitFor("How many ounces?").contains("How many ounces?"))
    }
}
