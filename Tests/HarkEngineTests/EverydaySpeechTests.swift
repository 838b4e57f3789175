import HarkEngine
import Testing

/// A small registry in the shape of the sample apps, with consequential shortcuts.
private let matcher: PhraseMatcher = {
    let drinks = SlotVocabulary.values([
        SlotValue(canonical: "water", spoken: ["water"]), SlotValue(canonical: "coffee", spoken: ["coffee", "latte"]),
        SlotValue(canonical: "tea", spoken: ["tea", "green tea"]),
    ])
    let cards = SlotVocabulary.values([
        SlotValue(canonical: "credit", spoken: ["credit"]), SlotValue(canonical: "debit", spoken: ["debit"]),
    ])
    let merchants = SlotVocabulary.values([SlotValue(canonical: "cafe", spoken: ["cafe"])])
    return PhraseMatcher(templates: [
        PhraseTemplate(shortcutID: "log", appName: "Hydrator", text: "Log {ounces} ounces of {drink} in {app}",
                       slots: ["ounces": .number, "drink": drinks]),
        PhraseTemplate(shortcutID: "log", appName: "Hydrator", text: "Log {drink} in {app}", slots: ["drink": drinks]),
        PhraseTemplate(shortcutID: "signIn", appName: "Meditator", text: "Sign in to {app}"),
        PhraseTemplate(shortcutID: "signOut", appName: "Meditator", text: "Sign out of {app}", isConsequential: true),
        PhraseTemplate(shortcutID: "start", appName: "Workout", text: "Start a run in {app}"),
        PhraseTemplate(shortcutID: "lock", appName: "Wallet", text: "Lock my {card} card in {app}",
                       slots: ["card": cards], isConsequential: true),
        PhraseTemplate(shortcutID: "pay", appName: "Wallet", text: "Pay {amount} dollars at the {merchant} in {app}",
                       slots: ["amount": .number, "merchant": merchants], isConsequential: true),
        PhraseTemplate(shortcutID: "pay", appName: "Wallet", text: "Pay at the {merchant} in {app}",
                       slots: ["merchant": merchants], isConsequential: true),
    ])
}()

@Test(arguments: [
    ("don't log water in Hydrator", NotACommand.Kind.negation),
    ("never lock my credit card in Wallet", .negation),
    ("did I log water in Hydrator?", .question),
    ("is my credit card locked in Wallet", .question),
    ("I logged water in Hydrator yesterday", .past),
    ("I signed out of Meditator last night", .past),
    ("should I lock my credit card in Wallet", .hypothetical),
    ("what if I sign out of Meditator", .question),
    ("oh great, another declined card, lock my credit card in Wallet", .complaint),
])
func negationQuestionsPastAndHypotheticalsRunNothing(utterance: String, kind: NotACommand.Kind) {
    guard case .notACommand(let signal, let about) = matcher.decide(utterance) else {
        Issue.record("\(utterance) should not be a command")
        return
    }
    #expect(signal.kind == kind)
    #expect(!about.shortcutID.isEmpty)
}

@Test(arguments: [
    ("Hydrator, log 8 ounces of water", "log"),
    ("open Hydrator and log tea", "log"),
    ("log water with Hydrator", "log"),
    ("alexa log coffee in Hydrator right away thanks so much", "log"),
    ("get me a latte in Hydrator", "log"),
    ("I'm heading out the door, start a run in Workout", "start"),
    ("begin a run in Workout", "start"),
    ("login to Meditator", "signIn"),
    ("sign into Meditator", "signIn"),
])
func everydaySpeechReachesThePhrase(utterance: String, shortcut: String) {
    #expect(matcher.decide(utterance).matchedShortcut == shortcut, "\(utterance)")
}

@Test func valuesSaidInAnotherOrderFillTheirSlots() {
    let decision = matcher.decide("log water 8 ounces in Hydrator")
    #expect(decision.matchedSlots == ["ounces": .number(8), "drink": .value("water")])
}

@Test func itPointsAtTheValueNamedBefore() {
    #expect(matcher.decide("I just made a latte, log it in Hydrator").matchedSlots == ["drink": .value("coffee")])
}

@Test func signInAndSignOutStayApart() {
    #expect(matcher.decide("Meditator sign in").matchedShortcut == "signIn")
    guard case .confirm(let candidate) = matcher.decide("Meditator sign out") else {
        Issue.record("a tolerant sign out must be asked about")
        return
    }
    #expect(candidate.shortcutID == "signOut")
}

@Test func aConsequentialShortcutRunsOnlyWhenSaidExactly() {
    #expect(matcher.decide("Sign out of Meditator").matchedShortcut == "signOut")
    #expect(matcher.decide("Lock my debit card in Wallet").matchedSlots == ["card": .value("debit")])
    guard case .confirm(let candidate) = matcher.decide("freeze my debit card in Wallet") else {
        Issue.record("a tolerant lock must be asked about")
        return
    }
    #expect(candidate.slots == ["card": .value("debit")])
}

@Test func aValueThePhraseHasNoPlaceForIsKeptNotDropped() {
    guard case .confirm(let candidate) = matcher.decide("pay at the cafe 12 dollars in Wallet") else {
        Issue.record("expected a question before paying")
        return
    }
    #expect(candidate.slots == ["amount": .number(12), "merchant": .value("cafe")])
}

@Test func theAnalysisExplainsFillersFrameAndNegation() {
    let (analysis, _) = matcher.understand("hey siri don't log water in Hydrator thanks")
    #expect(analysis.fillers == ["hey", "siri", "thanks"])
    #expect(analysis.notACommand?.words == ["do", "not"])
    #expect(matcher.understand("get me a coffee in Hydrator").analysis.frame == ["get", "me"])
}
