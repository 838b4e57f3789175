import Foundation
import Testing

/// A list parameter (`[Brew]` in Tests/HarkCLIFixture/Teahouse.swift) through the command line:
/// `hark match` reports every value said for its phrase slot, and `perform` asks about items
/// of the list without running twice.
@Suite struct ListParameterTests {
    private static let transcripts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("HarkCLIFixture/transcripts").path

    private func teahouse(_ arguments: [String], input: String = "") throws -> HarkProcess.Result {
        let store = try temporaryFolder() + "/x.sqlite"
        return try HarkProcess.run(["teahouse"] + arguments + ["--store", store], input: input, binary: HarkProcess.fixtureBinary)
    }

    @Test func matchJSONGivesAListSlotAsAnArrayAndOneValueAsAString() throws {
        let result = try teahouse(["match", "--json", "Order cocoa, tea and espresso in Teahouse"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["decision"] as? String == "matched")
        let chosen = try #require((object["shortcuts"] as? [[String: Any]])?.first)
        #expect((chosen["slots"] as? [String: Any])?["drinks"] as? [String] == ["cocoa", "tea", "coffee"])
        let best = try #require((object["candidates"] as? [[String: Any]])?.first)
        #expect((best["slots"] as? [String: Any])?["drinks"] as? [String] == ["cocoa", "tea", "coffee"])

        let single = try teahouse(["match", "--json", "Order cocoa in Teahouse"])
        let one = try #require(try JSONSerialization.jsonObject(with: Data(single.output.utf8)) as? [String: Any])
        let slots = (one["shortcuts"] as? [[String: Any]])?.first?["slots"] as? [String: Any]
        #expect(slots?["drinks"] as? String == "cocoa")
    }

    @Test func matchSaysEveryValueOfAListSlot() throws {
        let result = try teahouse(["match", "Order tea and coffee in Teahouse"])
        #expect(result.output.hasPrefix("Decision: matched Teahouse › Order a Round with drinks = tea and coffee\n"))
    }

    @Test func theLineProtocolGivesAListSlotAsAnArray() throws {
        let result = try teahouse(["match", "--jsonl"], input: "{\"id\": 1, \"text\": \"Order tea and cocoa in Teahouse\"}\n")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data((lines.last ?? "").utf8)) as? [String: Any])
        #expect((answer["slots"] as? [String: Any])?["drinks"] as? [String] == ["tea", "cocoa"])
        #expect(answer["slot"] as? String == "tea and cocoa")
    }

    /// Each order opens a ticket before `perform` asks anything; the ticket numbers run 1, 2, 3
    /// over three orders, two of which asked twice: nothing before a request ran again.
    @Test func nothingPerformDidBeforeARequestHappensTwice() throws {
        let input = "Order tea and coffee in Teahouse\nespresso\nyes\nOrder a round in Teahouse\ntea and cocoa\nthe first one\nno\n"
            + "Order cocoa in Teahouse\n"
        let result = try teahouse([], input: input)
        #expect(result.status == 0)
        #expect(result.output.contains("Ticket 1: tea and coffee, coffee first."), "\(result.output)")
        #expect(result.output.contains("Ticket 2: tea and cocoa, served together."), "\(result.output)")
        #expect(result.output.contains("Ticket 3: cocoa."), "\(result.output)")
    }

    @Test(arguments: [1, 2])
    func theTeahouseTranscriptsPass(jobs: Int) throws {
        let result = try HarkProcess.run(
            ["teahouse", "test", "--jobs", String(jobs), Self.transcripts], binary: HarkProcess.fixtureBinary)
        #expect(result.output.hasSuffix(" passed, 0 failed\n"), "\(result.output)")
        #expect(result.status == 0)
    }
}
