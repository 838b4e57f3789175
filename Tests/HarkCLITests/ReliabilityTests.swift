import CSQLite
import Foundation
import Testing

/// Durability and concurrency, through the built binary: what a person was told was logged is
/// in the store after `kill -9` at any moment, and writers running at once lose nothing.
@Suite(.serialized) struct ReliabilityTests {
    static let logLine = "Log 2 ounces of water in Hydrator\n"

    @Test func everyEntryWhoseReplyWasPrintedSurvivesKillNine() throws {
        let folder = try temporaryFolder()
        let store = folder + "/store.sqlite"
        let input = folder + "/input.txt"
        try String(repeating: Self.logLine, count: 20_000).write(toFile: input, atomically: true, encoding: .utf8)
        var acknowledged = 0
        var generator = SeededGenerator.fromEnvironment(test: "kill -9 delays")
        // Twenty kills from before the store is open to well into the logging; on a machine too
        // busy for the writer to log anything by then, more kills, later each time, until it has.
        var kill = 0
        while kill < 20 || (acknowledged == 0 && kill < 30) {
            kill += 1
            let latest = kill <= 20 ? 250_000 : UInt32(250_000) << min(kill - 20, 6)
            let delay = UInt32.random(in: (kill <= 20 ? 0 : latest / 2)...latest, using: &generator)
            acknowledged += try Self.loggedBeforeKill(store: store, input: input, afterMicroseconds: delay)
            // Killed before it made the store: nothing can have been told.
            guard FileManager.default.fileExists(atPath: store) else {
                #expect(acknowledged == 0, "after kill \(kill): told without a store")
                continue
            }
            #expect(try Self.integrityCheck(store) == "ok", "after kill \(kill)")
            let stored = try entryCount(in: store)
            // Nothing told is lost; at most the one entry committed while its reply was on its way.
            #expect(stored >= acknowledged, "after kill \(kill): \(acknowledged) told, \(stored) stored")
            #expect(stored <= acknowledged + kill, "after kill \(kill): \(acknowledged) told, \(stored) stored")
        }
        #expect(acknowledged > 0, "the writer was always killed before it logged anything")
    }

    @Test func fourWritersAtOnceOnANewStoreLoseNothing() throws {
        let store = try temporaryFolder() + "/store.sqlite"
        let input = Data(String(repeating: Self.logLine, count: 500).utf8)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            results.append(Result { try HarkProcess.run(["--store", store], bytes: input) })
        }
        for result in results.all {
            let finished = try result.get()
            #expect(finished.status == 0)
            #expect(finished.error == "")
            #expect(finished.output.components(separatedBy: "OK. I logged 2 ounces of water.").count - 1 == 500)
        }
        #expect(try entryCount(in: store) == 2_000)
        // The suggested shortcut was added once, whoever opened the new store first.
        let shortcuts = try HarkProcess.run(["shortcuts", "list", "--store", store])
        #expect(shortcuts.output.components(separatedBy: "\n").filter { $0.contains("Hydrate me") }.count == 1)
    }

    /// Runs a writer on `input`, kills it with SIGKILL after the delay, and counts the entries it
    /// said it logged.
    private static func loggedBeforeKill(store: String, input: String, afterMicroseconds delay: UInt32) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: HarkProcess.binary)
        process.arguments = ["--store", store]
        process.standardInput = FileHandle(forReadingAtPath: input)
        let output = Pipe.forChild()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(delay)
        Foundation.kill(process.processIdentifier, SIGKILL)
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: printed, as: UTF8.self).components(separatedBy: "\n")
            .filter { $0 == "OK. I logged 2 ounces of water." }.count
    }

    /// What `PRAGMA integrity_check` says, opened as the next run of hark would (recovering the
    /// write-ahead log of the killed one).
    private static func integrityCheck(_ path: String) throws -> String {
        var handle: OpaquePointer?
        defer { sqlite3_close_v2(handle) }
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else { return "cannot open" }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        sqlite3_prepare_v2(handle, "PRAGMA integrity_check", -1, &statement, nil)
        guard sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) else { return "no answer" }
        return String(cString: text)
    }

    /// Results gathered from several threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<HarkProcess.Result, any Error>] = []
        func append(_ result: Result<HarkProcess.Result, any Error>) { lock.withLock { results.append(result) } }
        var all: [Result<HarkProcess.Result, any Error>] { lock.withLock { results } }
    }
}

/// How many entries `hark open Hydrator --json` lists.
func entryCount(in store: String) throws -> Int {
    let opened = try HarkProcess.run(["open", "Hydrator", "--json", "--store", store])
    let entries = try JSONSerialization.jsonObject(with: Data(opened.output.utf8)) as? [Any]
    return try #require(entries, "hark open said: \(opened.output) \(opened.error)").count
}
