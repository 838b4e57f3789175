import Foundation
import Testing

@Test func matchJSONExplainsFillersNegationAndWhichWordsGaveEachValue() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let result = try HarkProcess.run(
        ["match", "--json", "alexa, don't log 8 oz of water in Hydrator thanks", "--store", store])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["decision"] as? String == "not a command")
    let understanding = try #require(object["understanding"] as? [String: Any])
    #expect(understanding["fillers"] as? [String] == ["alexa", "thanks"])
    let signal = try #require(understanding["not_a_command"] as? [String: Any])
    #expect(signal["kind"] as? String == "negation")
    #expect(signal["words"] as? [String] == ["do", "not"])
    #expect(understanding["values"] as? [String: String] == ["ounces": "8", "hydrationType": "water"])
}

@Test func matchSaysAConsequentialShortcutSaidLooselyIsAskedAboutFirst() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let loose = try HarkProcess.run(["match", "Wallet, lock my credit card", "--store", store])
    #expect(loose.output.hasPrefix("Decision: confirm Wallet › Lock Card with card = credit; it is consequential"))
    let exact = try HarkProcess.run(["match", "Lock my credit card in Wallet", "--store", store])
    #expect(exact.output.hasPrefix("Decision: matched Wallet › Lock Card with card = credit\n"))
}

@Test func matchJSONLinesAnswersForTheInstalledApps() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let input = """
        {"id": 1, "text": "get me a coffee in Hydrator"}
        {"id": 2, "text": "did I log water in Hydrator?"}

        """
    let result = try HarkProcess.run(["match", "--jsonl", "--store", store], input: input)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").compactMap {
        try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(lines.count == 3)
    #expect(lines.first?["ready"] as? Bool == true)
    #expect(lines.dropFirst().first?["shortcut"] as? String == "Hydrator/Track Intake")
    #expect((lines.dropFirst().first?["slots"] as? [String: Any])?["hydrationType"] as? String == "coffee")
    #expect(lines.last?["decision"] as? String == "not a command")
    #expect(lines.last?["shortcut"] is NSNull)
}
