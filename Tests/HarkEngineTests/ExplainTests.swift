import HarkEngine
import Hydrator
import Meditator
import Testing

@Test func explainListsTheNearestPhrasesBestFirstWithScoresAndSlotFills() throws {
    let harness = try Harness(apps: [Hydrator.self, Planner.self])
    let explanations = harness.session.explain("Log 8 ounces of tea in Hydrator", limit: 5)
    let best = try #require(explanations.first)
    #expect(best.app == "Hydrator")
    #expect(best.intent == "Track Intake")
    #expect(best.shortcut == "Log a Drink")
    #expect(!best.isUserShortcut)
    #expect(best.phrase == "Log {ounces} ounces of {hydrationType} in {app}")
    #expect(best.score == 1)
    #expect(best.slots == ["ounces": .number(8), "hydrationType": .value("tea")])
    #expect(best.summary == "1.00  Hydrator › Track Intake (phrase \"Log {ounces} ounces of {hydrationType} in {app}\") with ounces = 8, hydrationType = tea")
    #expect(explanations.map(\.score) == explanations.map(\.score).sorted(by: >))
    #expect(explanations.count <= 5)
}

@Test func explainNamesUserShortcutsByTheirIntent() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let best = try #require(harness.session.explain("hydrate me", limit: 1).first)
    #expect(best.isUserShortcut)
    #expect(best.shortcut == "Hydrate me")
    #expect(best.intent == "Track Intake")
    #expect(best.summary == "1.00  Hydrator › Track Intake (user shortcut \"Hydrate me\")")
}

@Test func explainOnlyLooksAtInstalledApps() throws {
    let harness = try Harness(apps: [Hydrator.self, Planner.self])
    try harness.session.update { $0.installedApps = ["Planner"] }
    #expect(harness.session.explain("Log 8 ounces of tea in Hydrator", limit: 3).allSatisfy { $0.app == "Planner" })
    #expect(harness.session.explain("anything", limit: 0).isEmpty)
}

@Test func decideMatchesWhatAConversationWouldRunWithItsSlots() throws {
    let harness = try Harness(apps: [Hydrator.self])
    guard case .matched(let chosen) = harness.session.decide("log 12 oz of green tea in hydrator") else {
        Issue.record("expected a match")
        return
    }
    #expect(chosen.shortcutName == "Log a Drink in Hydrator")
    #expect(chosen.slots == ["ounces": .number(12), "hydrationType": .value("tea")])
    #expect(chosen.slotsText == "ounces = 12, hydrationType = tea")
}

@Test func decideIsAmbiguousBetweenTwoShortcutsOneTypoAwayAndNamesBoth() throws {
    let harness = try Harness(apps: [Hydrator.self])
    _ = harness.say(#":shortcuts add "Steep time" = Log tea in Hydrator"#, #":shortcuts add "Sleepy time" = Log milk in Hydrator"#)
    let decision = harness.session.decide("Sleep time")
    #expect(decision == .ambiguous(harness.session.explain("Sleep time", limit: 2)))
    guard case .ambiguous(let choices) = decision else { return }
    #expect(Set(choices.map(\.shortcutName)) == ["your shortcut “Steep time”", "your shortcut “Sleepy time”"])
    #expect(harness.say("Sleep time") == ["Did you mean “Steep time” in Hydrator, or “Sleepy time” in Hydrator?"])
}

@Test func decideRefusesAnotherAppsNameButKeepsTheNamedAppsPhraseNearest() throws {
    let harness = try Harness(apps: [Hydrator.self])
    guard case .noMatch(let nearest) = harness.session.decide("Log 8 ounces of water in Gulper") else {
        Issue.record("Gulper is no installed app: nothing may run")
        return
    }
    let first = try #require(nearest.first)
    #expect(first.phrase == "Log {ounces} ounces of {hydrationType} in {app}")
    #expect(first.score < ExplainedDecision.acceptScore)
    #expect(harness.say("Log 8 ounces of water in Gulper").prefix(3)
        == ["Sorry, I didn't understand that.", "You could say:", "  Log 8 ounces of water in Hydrator"])
}

@Test func nearestPhrasesAreSaidWithTheValuesGivenAndSamplesThatReadWell() throws {
    let harness = try Harness(apps: [Hydrator.self])
    #expect(harness.say("Log juice").prefix(3) == ["Sorry, I didn't understand that.", "You could say:", "  Log juice in Hydrator"])
    #expect(harness.say("Order a pizza").contains("  Log 8 ounces of water in Hydrator"))
}

@Test func aSampleNumberAfterAReadsAsTenNotEight() throws {
    let harness = try Harness(apps: [MeditatorShortcuts.self])
    _ = harness.say("Sign in to Meditator", "Ada")
    let replies = harness.say("Start a minute gratitude session")
    #expect(replies.contains("  Start a 10 minute Calming session in Meditator"))
    #expect(!replies.contains { $0.contains("a 8") })
}
