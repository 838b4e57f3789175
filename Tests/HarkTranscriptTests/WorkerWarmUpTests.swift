import Foundation
import Testing

@testable import HarkTranscript

/// The warm-up a worker plays before it forks must play as written (one that stopped at its
/// first turn would warm little), and must leave the process with one thread, or the worker
/// could not fork at all and every transcript would start a new process.
@Test func theWorkersWarmUpPlaysAsWrittenAndStartsNoThread() throws {
    #expect(WorkerWarmUp.run())
    // The test runner has threads of its own: count those the warm-up would add.
    let before = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
    #expect(WorkerWarmUp.run())
    let after = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
    #expect(after <= before)
}
