import HarkEngine
import Hydrator
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
