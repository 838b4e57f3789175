import Foundation
import Testing

@Test func suggestListsTheGymShortcutOnlyInTheGymSituation() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let played = try HarkProcess.run(
        ["--store", store, "--clock", "2026-01-05T09:00:00Z"], input: "Start a strength workout in Workout\n")
    #expect(played.status == 0)
    let atGym = try HarkProcess.run(["suggest", "--store", store, "--situation", "gym", "--limit", "1"])
    #expect(atGym.status == 0)
    #expect(atGym.output == "1. Workout › Start a strength workout\n   Workout set it for when you are at the gym; you did it once\n")
    let atWork = try HarkProcess.run(["suggest", "--store", store, "--situation", "work"])
    #expect(atWork.output == "Nothing to suggest now.\n")
}

@Test func stackShowsThePurchaseWidgetForHalfAnHour() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    _ = try HarkProcess.run(
        ["--store", store, "--clock", "2026-01-05T09:00:00Z"],
        input: "Pay 4 dollars at the café with my credit card in Wallet\n")
    let during = try HarkProcess.run(["stack", "--store", store, "--at", "2026-01-05T09:29:00Z"])
    #expect(during.output.contains("1. Wallet · Recent Purchases (card credit): $4 at the café on your credit card\n"))
    let after = try HarkProcess.run(["stack", "--store", store, "--at", "2026-01-05T09:30:00Z"])
    #expect(after.output == "Smart Stack at 2026-01-05T09:30:00Z:\n  No widget is in your stack or suggested now.\n")
}

@Test func suggestRefusesAnUnknownSituationOrLimitWithUsageStatus() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let situation = try HarkProcess.run(["suggest", "--store", store, "--situation", "beach"])
    #expect(situation.status == 2)
    #expect(situation.error.hasPrefix("hark: --situation: “beach” is not a situation; use one of morning, "))
    #expect(try HarkProcess.run(["suggest", "--store", store, "--limit", "0"]).status == 2)
    #expect(try HarkProcess.run(["suggest", "now", "--store", store]).status == 2)
    #expect(try HarkProcess.run(["help", "suggest"]).output.hasPrefix("hark suggest [--at TIME]"))
}

@Test func situationsCombineAndMorningIsToldInTheTimeZone() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    _ = try HarkProcess.run(
        ["--store", store, "--clock", "2026-01-05T12:00:00Z"],
        input: "Start a strength workout in Workout\nPlan a run for tomorrow morning in Workout\n")
    func suggest(_ flags: [String]) throws -> String {
        try HarkProcess.run(["suggest", "--store", store, "--at", "2026-01-06T07:30:00Z"] + flags).output
    }
    let atTheGymInTheMorning = try suggest(["--situation", "gym", "--tz", "UTC"])
    #expect(atTheGymInTheMorning.contains("1. Workout › Start a strength workout\n"))
    #expect(atTheGymInTheMorning.contains("2. Workout › Your planned run\n"))
    #expect(atTheGymInTheMorning.contains("in the morning (by the clock: 05:00–11:00 UTC)"))
    #expect(try suggest(["--situation", "gym", "--situation", "evening"]) == suggest(["--situation", "gym,evening"]))
    #expect(try !suggest(["--situation", "gym,evening"]).contains("planned run"))
    #expect(try !suggest(["--situation", "gym", "--tz", "America/New_York"]).contains("planned run"))
    let zone = try HarkProcess.run(["suggest", "--store", store, "--tz", "Mars/Olympus"])
    #expect(zone.status == 2)
    #expect(zone.error == "hark: --tz: “Mars/Olympus” is not a time zone; use a name such as Europe/Berlin or America/New_York, or UTC.\n")
}

@Test func aSuggestionMadeFromAUserActivityNamesItsTypeInJSON() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    _ = try HarkProcess.run(
        ["--store", store, "--clock", "2026-01-05T09:00:00Z"], input: "Pay 4 dollars at the café with my credit card in Wallet\n")
    let json = try HarkProcess.run(["suggest", "--json", "--store", store, "--at", "2026-01-05T20:00:00Z"]).output
    let suggestions = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(suggestions?.count == 1)
    #expect(suggestions?.first?["userActivity"] as? String == "com.example.wallet.spending")
    #expect(suggestions?.first?["title"] as? String == "Today's spending")
    #expect(suggestions?.first?["intent"] is NSNull, "a user activity's intent is null, not left out")
}
