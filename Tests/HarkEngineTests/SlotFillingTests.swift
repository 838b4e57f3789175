import HarkEngine
import Testing

private let vocabularies: [String: SlotVocabulary] = ["ounces": .number, "hydrationType": HydratorRegistry.drinks]
private let matcher = HydratorRegistry.matcher

@Test(arguments: [
    ("8 ounces of water", ["ounces": SlotFill.number(8), "hydrationType": .value("water")]),
    ("a glass of water", ["hydrationType": .value("water")]),
    ("Water.", ["hydrationType": .value("water")]),
    ("eight", ["ounces": .number(8)]),
    ("watr", ["hydrationType": .value("water")]),
    ("cofee please", ["hydrationType": .value("coffee")]),
    ("twelve oz of green tea", ["ounces": .number(12), "hydrationType": .value("greenTea")]),
    ("an orange juice", ["hydrationType": .value("juice")]),
    ("", [:]),
    ("no idea", [:]),
])
func answersToAPromptFillWhatTheySay(text: String, expected: [String: SlotFill]) {
    #expect(matcher.fillSlots(in: text, vocabularies: vocabularies) == expected)
}

@Test func aNumberWithAUnitWinsOverABareOne() {
    #expect(matcher.fillSlots(in: "make it 2, no, 8 oz", vocabularies: ["ounces": .number]) == ["ounces": .number(8)])
    #expect(matcher.fillSlots(in: "2, then 3", vocabularies: ["ounces": .number]) == ["ounces": .number(2)])
}

/// A choice or a range of two numbers is no value: the question is asked again.
@Test func aChoiceOfTwoNumbersFillsNothing() {
    #expect(matcher.fillSlots(in: "2 or 3", vocabularies: ["ounces": .number]).isEmpty)
    #expect(matcher.fillSlots(in: "8-10 oz", vocabularies: ["ounces": .number]).isEmpty)
}

@Test func negativeNumbersAreHandedBackAndHugeOnesFillNothing() {
    #expect(matcher.fillSlots(in: "minus three", vocabularies: ["ounces": .number]) == ["ounces": .number(-3)])
    #expect(matcher.fillSlots(in: "99999999999999999999 oz", vocabularies: ["ounces": .number]).isEmpty)
}

@Test func shortWordsNeedExactSpelling() {
    #expect(matcher.fillSlots(in: "te", vocabularies: vocabularies).isEmpty)
    #expect(matcher.fillSlots(in: "tee", vocabularies: vocabularies).isEmpty)
}
