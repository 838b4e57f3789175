import HarkKit
import Hydrator
import Testing

@Test func parametersAreListedInDeclarationOrderByTheirOwnNames() {
    let parameters = IntentParameters(of: TrackIntake())
    #expect(parameters.entries.map(\.name) == ["ounces", "hydrationType"])
    #expect(parameters.named("ounces")?.title == "Ounces")
    #expect(parameters.named("hydrationType")?.prompt?.full == "What type of drink?")
}

@Test func phrasesNameTheAppAndParametersAsPlaceholders() throws {
    let shortcut = try #require(Hydrator.appShortcuts.first)
    #expect(shortcut.phrases.first == "Log {ounces} ounces of {hydrationType} in {app}")
    #expect(shortcut.phrases.contains("Track my intake in {app}"))
}

@Test func anAssignedValueIsReadThroughTheProperty() throws {
    let parameters = IntentParameters(of: TrackIntake())
    let ounces = try #require(parameters.named("ounces"))
    #expect(ounces.assign(8))
    #expect(ounces.anyValue as? Int == 8)
}

@Test func aValueOfTheWrongTypeIsRefused() throws {
    let parameters = IntentParameters(of: TrackIntake())
    let ounces = try #require(parameters.named("ounces"))
    #expect(!ounces.assign("eight"))
    #expect(ounces.anyValue == nil)
}

@Test func enumCasesOfferTheirDisplayNamesAndSynonymsAsChoices() throws {
    guard case .choice(let options) = HydrationType.valueKind else {
        Issue.record("an AppEnum should be a choice")
        return
    }
    let water = try #require(options.first { $0.id == "water" })
    #expect(water.title == "water")
    #expect(water.synonyms.contains("h2o"))
    #expect(HydrationType(answer: .choice(id: "coffee")) == .coffee)
    #expect(HydrationType(answer: .integer(1)) == nil)
}

@Test func answersBecomeValuesOnlyOfTheirOwnKind() {
    #expect(Int(answer: .integer(8)) == 8)
    #expect(Int(answer: .text("8")) == nil)
    #expect(Bool(answer: .boolean(true)) == true)
    #expect(String(answer: .text("hello")) == "hello")
    #expect(8.spokenText == "8")
    #expect(false.spokenText == "no")
}

@Test func aResolutionKeepsItsOutcomeWhenErased() {
    #expect(Resolution<Int>.success(8).erased.outcomeName == "success")
    #expect(Resolution<Int>.needsValue().erased.outcomeName == "needsValue")
    #expect(Resolution<Int>.disambiguation([1, 2]).erased.outcomeName == "disambiguation")
    #expect(Resolution<Int>.confirmationRequired(3).erased.outcomeName == "confirmationRequired")
    #expect(Resolution<Int>.unsupported("No.").erased.outcomeName == "unsupported")
    #expect(Resolution<Int>.notRequired.erased.outcomeName == "notRequired")
}

@Test func aDialogReadsFromAnInterpolatedString() {
    let ounces = 8
    let dialog: Dialog = "OK. I logged \(ounces) ounces."
    #expect(dialog.full == "OK. I logged 8 ounces.")
    #expect(dialog.supporting == nil)
}
