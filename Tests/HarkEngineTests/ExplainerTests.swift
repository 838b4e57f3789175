import HarkKit
import Hydrator
import Testing

@testable import HarkEngine

@Test func theExplainerDecidesAsTheConversationWould() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let explainer = Explainer(catalog: harness.session.catalog, index: harness.session.index, deviceStrict: false)
    guard case .matched(let chosen) = explainer.decide("Log 8 ounces of tea in Hydrator") else {
        Issue.record("expected a match")
        return
    }
    #expect(chosen.matchName == "Hydrator › Track Intake")
    #expect(chosen.slots == ["ounces": .number(8), "hydrationType": .value("tea")])
    #expect(explainer.decide("Order a pizza").name == "no match")
    #expect(explainer.explain("Log tea", limit: 2).count <= 2)
}

@Test func aStrictExplainerDecidesOnlyAmongPhrasesADeviceAccepts() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let lenient = Explainer(catalog: harness.session.catalog, index: harness.session.index, deviceStrict: false)
    // A strict session builds its phrase index without the phrases a device refuses.
    try harness.session.update { $0.deviceStrict = true }
    let strict = Explainer(catalog: harness.session.catalog, index: harness.session.index, deviceStrict: true)
    #expect(lenient.decide("Log 8 ounces of tea in Hydrator").name == "matched")
    // It decides among phrases a device accepts: the one without {ounces}, which then asks.
    guard case .matched(let chosen) = strict.decide("Log 8 ounces of tea in Hydrator") else {
        Issue.record("expected the phrase without a number")
        return
    }
    #expect(chosen.slots == ["hydrationType": .value("tea")])
}
