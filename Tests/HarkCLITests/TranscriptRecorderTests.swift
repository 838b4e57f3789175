import Foundation
import HarkEngine
import HarkStore
import HarkTranscript
import SampleApps
import Testing

@testable import Hark

/// Plays turns into a session as the REPL does while recording, the clock moving as given.
func record(_ turns: [(String, TimeInterval)], startingAt start: Date, to path: String) throws {
    let store = try SQLiteStore.inMemory()
    defer { store.close() }
    let catalog = try AppCatalog(apps: sampleApps)
    let session = try Session(catalog: catalog, store: store, environment: SessionEnvironment(clock: .fixed(start)))
    let recorder = try TranscriptRecorder(path: path, clock: session.environment.clock)
    for (turn, later) in turns {
        try session.update { $0.clock = .fixed(start.addingTimeInterval(later)) }
        let now = session.environment.clock.now
        try recorder.record(turn: turn, replies: session.respond(to: turn), at: now)
    }
    try recorder.close()
}

@Test func aRecordingPassesAsATranscriptAndNotesTheClockWhenItMoves() throws {
    let path = try temporaryFolder() + "/recorded.transcript"
    let start = Date(timeIntervalSince1970: 1_767_603_600.25)
    try record(
        [("Hydrate me", 0.5), ("8", 0.7), ("water", 2.1), ("", 2.9), ("Log 4 ounces of tea in Hydrator", 65), (":open Hydrator", 65.5)],
        startingAt: start, to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == """
        # Recorded by hark
        @clock 2026-01-05T09:00:00Z

        > Hydrate me
        How many ounces?
        > 8
        What type of drink?
        @clock 2026-01-05T09:00:02Z
        > water
        OK. I logged 8 ounces of water.
        @clock 2026-01-05T09:00:03Z
        >
        @clock 2026-01-05T09:01:05Z
        > Log 4 ounces of tea in Hydrator
        OK. I logged 4 ounces of tea.
        > :open Hydrator
        Hydrator:
          2026-01-05T09:01:05Z  4 oz of tea
          2026-01-05T09:00:02Z  8 oz of water

        """)
    let tested = try HarkProcess.run(["test", path])
    #expect(tested.output == "1 passed, 0 failed\n")
    #expect(tested.status == 0)
}

@Test func aRecordingThatCannotBeWrittenIsRefusedAtOnceNamingTheFile() throws {
    do {
        _ = try TranscriptRecorder(path: "/dev/full", clock: .fixed(Date(timeIntervalSince1970: 0)))
        Issue.record("/dev/full was accepted")
    } catch {
        #expect(error.description == "Cannot write the transcript /dev/full (No space left on device), so nothing is being recorded.")
    }
    #expect(FileManager.default.fileExists(atPath: "/dev/full"))
    var status = stat()
    #expect(stat("/dev/full", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR, "/dev/full is still a device")
}

@Test(.enabled(if: Machine.canMountTmpfs)) func aRecordingWhoseDiskFillsUpThrowsAtTheNextTurn() throws {
    try Machine.withSmallDisk { disk in
        let recorder = try TranscriptRecorder(path: disk + "/full.transcript", clock: .fixed(Date(timeIntervalSince1970: 0)))
        try Machine.fill(disk)
        let long = String(repeating: "water ", count: 2_000)
        do {
            try recorder.record(turn: long, replies: [.say("Sorry, I didn't understand that.")], at: Date(timeIntervalSince1970: 0))
            Issue.record("a turn was recorded on a full disk")
        } catch {
            #expect("\(error)" == "Cannot write the transcript \(disk)/full.transcript (No space left on device), so nothing is being recorded.")
        }
        try? recorder.close()
    }
}
