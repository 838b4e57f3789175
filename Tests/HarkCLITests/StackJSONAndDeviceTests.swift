import Foundation
import Testing

/// Parses the output of a `--json` command as an array of objects.
private func objects(_ output: String) throws -> [[String: Any]] {
    let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8))
    return try #require(parsed as? [[String: Any]])
}

@Test func stackAddAndRemoveAreKeptInTheStoreAndTheJSONSaysWhatTheTextSays() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let added = try HarkProcess.run(["stack", "add", "Activity", "--store", store])
    #expect(added.status == 0)
    #expect(added.output == "Added Workout · Activity to your stack; Smart Rotate may now move it to the top.\n")
    _ = try HarkProcess.run(
        ["--store", store, "--clock", "2026-01-05T09:00:00Z"],
        input: "Start a run in Workout\nPay 4 dollars at the café with my credit card in Wallet\n")
    let text = try HarkProcess.run(["stack", "--store", store, "--at", "2026-01-05T09:10:00Z"])
    #expect(text.output == """
        Smart Stack at 2026-01-05T09:10:00Z:
        1. Wallet · Recent Purchases (card credit): $4 at the café on your credit card
           suggested, not in your stack: relevant shortcut “Recent purchases on your credit card”: now until 09:30
        2. Workout · Activity: run in progress
           in your stack, rotated by relevance: score 60, its timeline's highest, until 09:45

        """)
    let json = try HarkProcess.run(["stack", "--json", "--store", store, "--at", "2026-01-05T09:10:00Z"])
    #expect(json.status == 0)
    let widgets = try objects(json.output)
    #expect(widgets.map { $0["kind"] as? String } == ["RecentPurchases", "Activity"])
    #expect(widgets.map { $0["placement"] as? String } == ["suggested", "rotating"])
    #expect(widgets.map { $0["position"] as? Int } == [1, 2])
    #expect((widgets[0]["configuration"] as? [String: String]) == ["card": "credit"])
    #expect(widgets[1]["score"] as? Double == 60)
    #expect(widgets[1]["relativeScore"] as? Double == 1)
    #expect(widgets[1]["reason"] as? String == "in your stack, rotated by relevance: score 60, its timeline's highest, until 09:45")
    let removed = try HarkProcess.run(["stack", "remove", "Activity", "--store", store])
    #expect(removed.status == 0)
    // Outside the stack, a widget with a score is listed with "position": null, as documented.
    let outside = try objects(HarkProcess.run(["stack", "--json", "--store", store, "--at", "2026-01-05T09:10:00Z"]).output)
    let activity = try #require(outside.first { $0["kind"] as? String == "Activity" })
    #expect(activity["placement"] as? String == "not in stack")
    #expect(activity["position"] is NSNull)
    let again = try HarkProcess.run(["stack", "remove", "Activity", "--store", store])
    #expect(again.status == 1)
    #expect(again.error == "hark: Workout · Activity is not in your stack.\n")
    #expect(try HarkProcess.run(["stack", "add", "--store", store]).status == 2)
}

@Test func suggestJSONListsWhatTheTextShows() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    _ = try HarkProcess.run(
        ["--store", store, "--clock", "2026-01-05T09:00:00Z"], input: "Start a strength workout in Workout\n")
    let json = try HarkProcess.run(["suggest", "--json", "--store", store, "--situation", "gym"])
    #expect(json.status == 0)
    let suggestions = try objects(json.output)
    #expect(suggestions.count == 1)
    #expect(suggestions[0]["position"] as? Int == 1)
    #expect(suggestions[0]["app"] as? String == "Workout")
    #expect(suggestions[0]["title"] as? String == "Start a strength workout")
    #expect(suggestions[0]["intent"] as? String == "Workout.StartWorkout")
    #expect((suggestions[0]["parameters"] as? [String: String]) == ["activity": "strength"])
    #expect(suggestions[0]["origin"] as? String == "relevant shortcut")
    #expect(suggestions[0]["role"] as? String == "action")
    #expect(suggestions[0]["reason"] as? String == "Workout set it for when you are at the gym; you did it once")
    // Every documented key is there, null when it has no value.
    #expect(Set(suggestions[0].keys) == ["position", "app", "title", "intent", "userActivity", "parameters", "origin", "role", "reason"])
    #expect(suggestions[0]["userActivity"] is NSNull)
    let none = try HarkProcess.run(["suggest", "--json", "--store", store, "--situation", "work"])
    #expect(try objects(none.output).isEmpty)
}

@Test func doctorDeviceListsAppByAppWhatADeviceWouldNotSupport() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let result = try HarkProcess.run(["doctor", "--device", "--store", store])
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    let hydrator = try #require(lines.firstIndex(of: "Hydrator:"))
    #expect(lines[hydrator + 1] == "  phrase “Log {ounces} ounces of {hydrationType} in {app}”")
    #expect(lines[hydrator + 2].hasPrefix("    why: {ounces} is a number; a device allows only AppEnum and AppEntity"))
    #expect(lines[hydrator + 3] == "    fix: drop {ounces} from the phrase and let Siri ask for it (“How many ounces?”), or make it an AppEnum.")
    #expect(lines.contains("  an App Shortcut said without the app's name (“Log 8 ounces of water”)"))
    #expect(lines.contains("Workout:"))
    #expect(lines.last?.hasSuffix("differences from a device; @device strict (--device strict) matches as a device would.") == true)
}

@Test func deviceStrictOnTheCommandLineMatchesAsADeviceWould() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let lenient = try HarkProcess.run(["--store", store], input: "Log 8 ounces of water\n")
    #expect(lenient.output == "> Log 8 ounces of water\nOK. I logged 8 ounces of water.\n")
    let strict = try HarkProcess.run(["--store", store, "--device", "strict"], input: "Log 8 ounces of water\n")
    #expect(strict.output.hasPrefix("> Log 8 ounces of water\nSorry, I didn't understand that.\n"))
    let match = try HarkProcess.run(["match", "Log water", "--device", "strict", "--store", store])
    #expect(match.output.hasPrefix("Decision: no match"))
    let bad = try HarkProcess.run(["--store", store, "--device=phone"])
    #expect(bad.status == 2)
    #expect(bad.error == "hark: --device: “phone” is not a device mode; use strict or lenient.\n")
}
