import Foundation
import Testing

@Test func matchExplainsAMatchWithItsCandidatesAndSlots() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let result = try HarkProcess.run(["match", "Log 8 oz of green tea in Hydrator", "--store", store])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Decision: matched Hydrator › Track Intake with ounces = 8, hydrationType = tea")
    #expect(lines.dropFirst().first?.hasPrefix("Candidates, best first (Hark acts on the best at 0.75 or more") == true)
    #expect(lines.contains(
        "  1.00  Hydrator › Track Intake (phrase \"Log {ounces} ounces of {hydrationType} in {app}\") with ounces = 8, hydrationType = tea"))
}

@Test func matchTakesTheUtteranceAsSeveralWordsToo() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let quoted = try HarkProcess.run(["match", "Log tea in Hydrator", "--store", store])
    let words = try HarkProcess.run(["match", "Log", "tea", "in", "Hydrator", "--store", store])
    #expect(quoted.output == words.output)
    #expect(words.output.hasPrefix("Decision: matched Hydrator › Track Intake with hydrationType = tea\n"))
}

@Test func matchSaysNoMatchAndListsTheNearestForAnotherAppsName() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let result = try HarkProcess.run(["match", "Log 8 ounces of water in Gulper", "--store", store])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Decision: no match; Hark names the nearest phrases instead\n"))
    #expect(result.output.contains("Hydrator › Track Intake (phrase \"Log {ounces} ounces of {hydrationType} in {app}\")"))
    let nothingNear = try HarkProcess.run(["match", "Order a pizza", "--store", store])
    #expect(nothingNear.output == "Decision: no match; no phrase comes near, so Hark lists what you can say\nCandidates: none.\n")
}

@Test func matchSaysAClosingIsAnsweredBeforeAnyMatching() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let moodlog = FileAppFixtures.moodlog
    let result = try HarkProcess.run(["match", "Moodlog cool thanks", "--app", moodlog, "--store", store])
    #expect(result.output.hasPrefix("Decision: a closing; Hark answers “You're welcome.” and runs nothing\n"))
    let json = try HarkProcess.run(["match", "bye Hydrator", "--json", "--store", store])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["decision"] as? String == "closing")
    #expect((object["shortcuts"] as? [Any])?.isEmpty == true)
    let lines = try HarkProcess.run(
        ["match", "--jsonl", "--app", moodlog, "--store", store],
        input: "{\"id\": 1, \"text\": \"Moodlog cool thanks\"}\n{\"id\": 2, \"text\": \"Moodlog ok\"}\n")
    let answers = lines.output.split(separator: "\n").dropFirst().map(String.init)
    #expect(answers.first?.contains("\"decision\": \"closing\", \"shortcut\": null") == true)
    #expect(answers.last?.contains("\"decision\": \"confirm\", \"shortcut\": \"Moodlog\\/Log Mood\"") == true)
}

@Test func matchSeesTheStoresUserShortcutsAndTheirAmbiguity() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    #expect(try HarkProcess.run(["shortcuts", "add", "Steep time", "Log tea in Hydrator", "--store", store]).status == 0)
    #expect(try HarkProcess.run(["shortcuts", "add", "Sleepy time", "Log milk in Hydrator", "--store", store]).status == 0)
    let result = try HarkProcess.run(["match", "Sleep time", "--json", "--store", store])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["utterance"] as? String == "Sleep time")
    #expect(object["decision"] as? String == "ambiguous")
    let shortcuts = try #require(object["shortcuts"] as? [[String: Any]])
    #expect(Set(shortcuts.compactMap { $0["shortcut"] as? String }) == ["Steep time", "Sleepy time"])
    #expect(shortcuts.allSatisfy { $0["kind"] as? String == "user shortcut" && $0["score"] as? Double == 0.85 })
    // The documented understanding keys are all there, null when nothing was read as them.
    let understanding = try #require(object["understanding"] as? [String: Any])
    for key in ["frame", "not_a_command", "context", "pronoun"] { #expect(understanding[key] is NSNull, "\(key)") }
}

@Test func matchJSONGivesNumbersAsNumbersAndValuesAsText() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let result = try HarkProcess.run(["match", "--json", "Log twenty-four ounces of chai in Hydrator", "--store", store])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["decision"] as? String == "matched")
    let best = try #require((object["candidates"] as? [[String: Any]])?.first)
    #expect(best["app"] as? String == "Hydrator")
    #expect(best["intent"] as? String == "Track Intake")
    #expect(best["phrase"] as? String == "Log {ounces} ounces of {hydrationType} in {app}")
    let slots = try #require(best["slots"] as? [String: Any])
    #expect(slots["ounces"] as? Int == 24)
    #expect(slots["hydrationType"] as? String == "tea")
}

@Test func matchWithoutAnUtteranceOrWithMixedModesIsBadUsage() throws {
    let missing = try HarkProcess.run(["match"])
    #expect(missing.status == 2)
    #expect(missing.error.hasPrefix("hark: Say what to match"))
    let mixed = try HarkProcess.run(["match", "Log tea", "--registry", "r.jsonl", "--jsonl"])
    #expect(mixed.status == 2)
    #expect(try HarkProcess.run(["match", "Log tea", "--jsonl"]).status == 2)
}

@Test func matchHelpDescribesBothModes() throws {
    let help = try HarkProcess.run(["help", "match"])
    #expect(help.output.contains("hark match UTTERANCE [--json]"))
    #expect(help.output.contains("hark match --registry FILE --jsonl"))
}

@Test func aUserShortcutsFixedValuesAreItsSlotsInJSON() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    #expect(try HarkProcess.run(["shortcuts", "add", "Tea time", "Log tea in Hydrator", "--store", store]).status == 0)
    let result = try HarkProcess.run(["match", "Tea time", "--json", "--store", store])
    #expect(result.status == 0)
    #expect(result.output.contains("\"slots\" : {\n        \"hydrationType\" : \"tea\"\n      }"), "\(result.output)")
    let text = try HarkProcess.run(["match", "Tea time", "--store", store]).output
    #expect(text.hasPrefix("Decision: matched Hydrator › Track Intake (your shortcut “Tea time”) with hydrationType = tea\n"), "\(text)")
}

@Test func anEmptyListIsPrintedAsTwoBracketsInJSON() throws {
    let result = try HarkProcess.run(["open", "Hydrator", "--json", "--store", try temporaryFolder() + "/x.sqlite"])
    #expect(result.status == 0)
    #expect(result.output == "[]\n")
}

/// A number with a fraction, a length of time in another unit, and a number said with another
/// parameter's unit, as `hark match --json` shows them for an app file.
@Test(arguments: [
    ("Log a weigh-in of 150.5 pounds in Vitals", "pounds", 150.5),
    ("Log a weigh-in of a hundred and fifty and a half pounds in Vitals", "pounds", 150.5),
    ("log a 2 hour nap in vitals", "minutes", 120),
    ("Show my 2 week average in Vitals", "days", 14),
])
func matchJSONGivesNumbersInTheirParametersUnit(said: String, slot: String, value: Double) throws {
    let app = FileAppFixtures.repository + "/transcripts/Values/Vitals.app.json5"
    let result = try HarkProcess.run(
        ["match", "--json", said, "--app", app, "--store", try temporaryFolder() + "/x.sqlite"],
        environment: try FileAppFixtures.emptyConfig())
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let best = try #require((object["candidates"] as? [[String: Any]])?.first)
    let slots = try #require(best["slots"] as? [String: Any])
    #expect((slots[slot] as? NSNumber)?.doubleValue == value)
}

@Test func aNumberSaidWithAnotherParametersUnitTakesNoPlaceOfThePhrase() throws {
    let app = FileAppFixtures.repository + "/transcripts/Values/Vitals.app.json5"
    let result = try HarkProcess.run(
        ["match", "--json", "Log a weigh-in of 70 inches in Vitals", "--app", app, "--store", try temporaryFolder() + "/x.sqlite"],
        environment: try FileAppFixtures.emptyConfig())
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let best = try #require((object["candidates"] as? [[String: Any]])?.first)
    let slots = try #require(best["slots"] as? [String: Any])
    #expect(slots["pounds"] == nil)
    #expect(slots["height"] as? Int == 70)
}

/// A number said around the request after its parameter's word ("humidity 65") is shown as the
/// conversation reads it, as one said before that word is.
@Test func matchShowsANumberSaidAfterItsParametersWordAroundTheRequest() throws {
    let app = FileAppFixtures.repository + "/transcripts/Values/Cellar.app.json5"
    let said = "the guide says humidity 65 for corks, set the humidity in Cellar"
    let result = try HarkProcess.run(
        ["match", "--json", said, "--app", app, "--store", try temporaryFolder() + "/x.sqlite"],
        environment: try FileAppFixtures.emptyConfig())
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["decision"] as? String == "matched")
    let chosen = try #require((object["shortcuts"] as? [[String: Any]])?.first)
    let slots = try #require(chosen["slots"] as? [String: Any])
    #expect(slots["humidity"] as? Int == 65)
}
