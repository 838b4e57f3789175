import Foundation
import Testing

/// `:clock +90m` fixes the clock; `:clock now` (and `--clock now`) set it running from the
/// system's clock again.
@Test func clockNowReturnsAFixedClockToRealTime() throws {
    let store = try temporaryFolder() + "/s.sqlite"
    let before = Date()
    let result = try HarkProcess.run(["--store", store, "--clock", "2020-01-01T00:00:00Z"], input: ":clock +90m\n:clock now\n")
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines[1] == "The clock reads 2020-01-01T01:30:00Z.")
    let prefix = "The clock is the system's: "
    let shown = try #require(lines.last.flatMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil })
    let read = try #require(ISO8601DateFormatter().date(from: shown))
    #expect(abs(read.timeIntervalSince(before)) < 60)
    let flag = try HarkProcess.run(["--store", store, "--clock", "now"], input: ":clock\n")
    #expect(flag.output.contains(prefix))
}

@Test func tabOffersNowAfterClock() throws {
    let terminal = try TerminalSession()
    try terminal.waitFor("hark> ")
    try terminal.type(":clock n", then: "Tab")
    #expect(try terminal.waitFor(":clock now").contains("hark> :clock now"))
}
