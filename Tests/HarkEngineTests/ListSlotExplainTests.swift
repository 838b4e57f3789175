import HarkKit
import Testing

@testable import HarkEngine

/// What `hark match` reports for a phrase slot of a list parameter: every value said, in order,
/// as the conversation fills the parameter.
@Suite struct ListSlotExplainTests {
    @Test func aListSlotHoldsEveryValueSaidInTheDecisionAndTheCandidates() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        let utterance = "Order water, tea and joe in Cafe"
        guard case .matched(let chosen) = harness.session.understand(utterance).decision else {
            Issue.record("“\(utterance)” was not matched")
            return
        }
        #expect(chosen.slots == ["drinks": .list([.value("water"), .value("tea"), .value("coffee")])])
        #expect(chosen.slotsText == "drinks = water, tea, and coffee")
        #expect(harness.session.explain(utterance, limit: 1).first?.slots == chosen.slots)
    }

    @Test func oneValueOfAListSlotStaysASingleValue() throws {
        let harness = try Harness(apps: [CafeShortcuts.self])
        let best = try #require(harness.session.explain("Order tea in Cafe", limit: 1).first)
        #expect(best.slots == ["drinks": .value("tea")])
    }

    @Test func aUserShortcutsFixedListIsAList() throws {
        let fixed = SlotFill(AnswerValue.list([.choice(id: "tea"), .choice(id: "coffee")]))
        #expect(fixed == .list([.value("tea"), .value("coffee")]))
        #expect(fixed.answer == .list([.choice(id: "tea"), .choice(id: "coffee")]))
        #expect(fixed.spokenText == "tea and coffee")
    }
}
