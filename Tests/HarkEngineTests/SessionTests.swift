import Foundation
import HarkEngine
import HarkKit
import Hydrator
import Testing

@Test func completionOffersSlotValuesInsideAPhrase() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(harness.session.completions(for: "Log 8 ounces of w") == ["water"])
    #expect(harness.session.completions(for: "Hydr") == ["Hydrate"])
    #expect(harness.session.completions(for: ":op") == [":open"])
}

@Test func completionAtAPromptOffersItsAnswers() throws {
    let harness = try Harness(apps: [Hydrator.self])
    _ = harness.say("Hydrate me", "8")
    #expect(harness.session.completions(for: "co") == ["coffee"])
    #expect(harness.session.completions(for: "ca") == ["cancel", "cappuccino"])
}

@Test func openShowsTheAppsRecordsNewestFirst() throws {
    let harness = try Harness(apps: [Hydrator.self])
    _ = harness.say("Log 8 ounces of water in Hydrator", "Log 12 ounces of tea in Hydrator")
    #expect(harness.say(":open Hydrator") == [
        "Hydrator:", "  2026-01-05T09:00:00Z  12 oz of tea", "  2026-01-05T09:00:00Z  8 oz of water",
    ])
}

@Test func anUnknownCommandSuggestsTheNearestOne() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(harness.say(":opne") == ["There is no command :opne. Did you mean :open?"])
}

@Test func theClockMovesOnByAnOffset() throws {
    let start = Date(timeIntervalSince1970: 1_767_603_600)
    #expect(try SessionClock.parse("+90m", after: .fixed(start)) == .fixed(start.addingTimeInterval(5400)))
    #expect(try SessionClock.parse("2026-11-30T08:00:00Z", after: .fixed(Date(timeIntervalSince1970: 0))).now.timeIntervalSince1970 == 1_796_025_600)
    #expect(throws: SettingError.self) { try SessionClock.parse("tomorrow", after: .fixed(Date(timeIntervalSince1970: 0))) }
}

@Test func aLocationIsReadAsLatitudeCommaLongitude() throws {
    #expect(try Location.parseSetting("37.5,-122.25") == Location(latitude: 37.5, longitude: -122.25))
    #expect(try Location.parseSetting("none") == nil)
    #expect(throws: SettingError.self) { try Location.parseSetting("91,0") }
}

@Test func uninstalledAppsAreNotUnderstood() throws {
    let harness = try Harness(apps: [Hydrator.self])
    try harness.session.update { $0.installedApps = [] }
    #expect(harness.say("Log 8 ounces of water in Hydrator").first == "Sorry, I didn't understand that.")
}
