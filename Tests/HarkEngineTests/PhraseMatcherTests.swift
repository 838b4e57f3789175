import HarkEngine
import Testing

private let matcher = HydratorRegistry.matcher

@Test(arguments: [
    ("Log 8 ounces of water in Hydrator", 8, "water"),
    ("log 8 oz of water in hydrator", 8, "water"),
    ("Log 8oz of water in Hydrator", 8, "water"),
    ("Log eight ounces of H2O in Hydrator", 8, "water"),
    ("Log twenty-four ounces of latte in Hydrator.", 24, "coffee"),
    ("LOG 12 OUNCE OF GREEN TEA IN HYDRATOR", 12, "greenTea"),
    ("Log 12 ounces of orange juice in Water Tracker", 12, "juice"),
    ("Hey Hark, log 8 ounces of milk in Hydrator please", 8, "milk"),
])
func numberAndValueSlotsAreFilledWhateverTheSpokenForm(utterance: String, ounces: Int, drink: String) {
    let decision = matcher.decide(utterance)
    #expect(decision.matchedShortcut == "Hydrator.TrackIntake")
    #expect(decision.matchedSlots == ["ounces": .number(ounces), "hydrationType": .value(drink)])
}

/// A request reads a number whole, as an answer does: "1e3" is 1000, never 3.
@Test(arguments: [("Log 1e3 ounces of water in Hydrator", 1000), ("Log 1.5e2 ounces of water in Hydrator", 150)])
func aNumberWrittenWithAnExponentIsReadWhole(utterance: String, ounces: Int) {
    #expect(matcher.decide(utterance).matchedSlots == ["ounces": .number(ounces), "hydrationType": .value("water")])
}

/// A number too large to read fills no slot (the conversation refuses it), never a part of it.
@Test(arguments: ["Log 1e308 ounces of water in Hydrator", "Log a hundred thousand million billion ounces of water in Hydrator"])
func aNumberTooLargeToReadFillsNoSlot(utterance: String) {
    let decision = matcher.decide(utterance)
    #expect(decision.matchedShortcut == "Hydrator.TrackIntake")
    #expect(decision.matchedSlots == ["hydrationType": .value("water")])
}

@Test(arguments: [
    ("Log green tea in Hydrator", "greenTea"),
    ("Log tea in Hydrator", "tea"),
    ("Log cofee in Hydrator", "coffee"),
    ("Log 12 ounces of green tea in Hydrator", "greenTea"),
    ("Log a large green tea in Hydrator", "greenTea"),
    ("Log my favorite espresso in the Hydrator app", "coffee"),
])
func valueSlotsToleratePhrasingAroundThem(utterance: String, drink: String) {
    let decision = matcher.decide(utterance)
    #expect(decision.matchedShortcut == "Hydrator.TrackIntake")
    #expect(decision.matchedSlots?["hydrationType"] == .value(drink))
}

@Test(arguments: [
    ("Track my intake in Hydrator", "Hydrator.TrackIntake"),
    ("track my intake in hydratr", "Hydrator.TrackIntake"),
    ("Track my intkae in Hydrator", "Hydrator.TrackIntake"),
    ("Track intake in the Hydrator app", "Hydrator.TrackIntake"),
    ("Show my water stats in Hydrator!", "Hydrator.ShowStats"),
    ("Undo my last drink", "Hydrator.Undo"),
    ("Check the credit card balance", "Coinly.Balance"),
    ("check the credit crad balance in Coinly", "Coinly.Balance"),
    ("Move money with Coinly", "Coinly.Transfer"),
])
func registeredPhrasesMatchThroughCaseTyposAndSmallWords(utterance: String, shortcut: String) {
    #expect(matcher.decide(utterance).matchedShortcut == shortcut)
}

@Test(arguments: [
    "What's the weather like tomorrow",
    "Tell me a joke",
    "Thank you",
    "",
    "🥤🥤🥤",
    "Track my intake in Nimbly",
    "Use Fitiva to move money",
    "Move money with Hydrator",
    "Show my water stats in Coinly",
    "Check the savings balance in Hydrator",
    "Track my intake in Hydrator Pro",
])
func requestsOffDomainOrForAnotherOrUnknownAppAreNotMatched(utterance: String) {
    #expect(matcher.decide(utterance).matchedShortcut == nil)
}

@Test func aShortPhraseThatNeedsTheAppButDoesNotNameItIsOfferedAsNearest() {
    guard case .noMatch(let nearest) = matcher.decide("Log water") else {
        Issue.record("expected no match")
        return
    }
    #expect(nearest.first?.shortcutID == "Hydrator.TrackIntake")
    #expect(nearest.count <= 3)
}

@Test func aLongPhraseThatNeedsTheAppMatchesWithoutItWhenNothingElseFits() {
    let withoutApp = matcher.decide("Log 8 ounces of water")
    #expect(withoutApp.matchedShortcut == "Hydrator.TrackIntake")
    #expect(withoutApp.matchedSlots == ["ounces": .number(8), "hydrationType": .value("water")])
    let withApp = matcher.decide("Log 8 ounces of water in Hydrator")
    guard case .matched(let partial) = withoutApp, case .matched(let full) = withApp else {
        Issue.record("expected two matches")
        return
    }
    #expect(partial.score < full.score)
}

@Test func candidatesAreRankedBestFirstOnePerShortcut() {
    let candidates = matcher.candidates(for: "Log water in Hydrator", limit: 5)
    #expect(candidates.first?.shortcutID == "Hydrator.TrackIntake")
    #expect(candidates.first?.score == 1)
    #expect(candidates.first?.slots == ["hydrationType": .value("water")])
    #expect(zip(candidates, candidates.dropFirst()).allSatisfy { $0.score >= $1.score })
    #expect(Set(candidates.map(\.shortcutID)).count == candidates.count)
    #expect(matcher.candidates(for: "Log water in Hydrator", limit: 1).count == 1)
    #expect(matcher.candidates(for: "Log water in Hydrator", limit: 0).isEmpty)
}

@Test func twoShortcutsWithTheSamePhraseAreAmbiguous() {
    let twins = PhraseMatcher(templates: [
        PhraseTemplate(shortcutID: "A.Start", appName: "Alpha", text: "Start a workout"),
        PhraseTemplate(shortcutID: "B.Start", appName: "Beta", text: "Start a workout"),
    ])
    guard case .ambiguous(let candidates) = twins.decide("start a workout") else {
        Issue.record("expected ambiguity")
        return
    }
    #expect(Set(candidates.map(\.shortcutID)) == ["A.Start", "B.Start"])
    #expect(twins.decide("start a workout in Beta").matchedShortcut == "B.Start")
}

@Test func anEmptyRegistryMatchesNothing() {
    #expect(PhraseMatcher(templates: []).decide("Log water") == .noMatch(nearest: []))
}

@Test(arguments: [
    "Hrack my intake in Hydrator",
    "Log tee in Hydrator",
])
func typosInTheFirstLetterOrInShortWordsAreNotTolerated(utterance: String) {
    #expect(matcher.decide(utterance).matchedShortcut == nil)
}

/// How fast a huge line is answered is `bench/huge_line.py`'s to measure; here, that it is.
@Test func hugeAndOddInputIsDecided() {
    let huge = String(repeating: "log water in hydrator ", count: 100_000)
    #expect(matcher.decide(huge).matchedShortcut == nil)
    #expect(matcher.fillSlots(in: huge, vocabularies: ["ounces": .number]).isEmpty)
    #expect(matcher.decide("\u{0}\u{7}\u{1B}[31m🥤").matchedShortcut == nil)
    #expect(matcher.decide("Track my intake in Hydrator 🥤💧").matchedShortcut == "Hydrator.TrackIntake")
}

@Test func oddTemplatesNeitherCrashNorMatchEverything() {
    let odd = PhraseMatcher(templates: [
        PhraseTemplate(shortcutID: "Odd.Empty", appName: "Odd", text: ""),
        PhraseTemplate(shortcutID: "Odd.OnlyApp", appName: "Odd", text: "{app}"),
        PhraseTemplate(shortcutID: "Odd.Unclosed", appName: "Odd", text: "Open {the door"),
        PhraseTemplate(shortcutID: "Odd.NoValues", appName: "Odd", text: "Pick {thing}", slots: ["thing": .values([])]),
        PhraseTemplate(shortcutID: "Odd.BlankSpoken", appName: "Odd", text: "Choose {thing}",
                       slots: ["thing": .values([SlotValue(canonical: "red", spoken: ["", "   "]), SlotValue(canonical: "blue", spoken: [])])]),
    ])
    for utterance in ["", "Odd", "hello there", "Open the door", "Pick", "Choose blue", "🥤"] {
        _ = odd.decide(utterance)
        _ = odd.candidates(for: utterance, limit: 3)
    }
    #expect(odd.decide("hello there").matchedShortcut == nil)
    #expect(odd.decide("open the door").matchedShortcut == "Odd.Unclosed")
    #expect(odd.decide("choose blue").matchedSlots == ["thing": .value("blue")])
}

@Test func oneMatcherServesManyTasksAtOnce() async {
    let utterances = ["Log 8 oz of water in Hydrator", "Undo my last drink", "Tell me a joke", "Check the savings balance"]
    let expected = utterances.map { matcher.decide($0) }
    let results = await withTaskGroup(of: (Int, MatchDecision).self) { group in
        for round in 0..<40 {
            let index = round % utterances.count
            group.addTask { (index, matcher.decide(utterances[index])) }
        }
        return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 40)
    #expect(results.allSatisfy { expected[$0.0] == $0.1 })
}

/// A question word is what it says, never a typo of a value one letter from it ("what" is no
/// "wheat"), and the app's name with a bare number or day is no terse request.
@Test(arguments: ["brewdog what now", "brewdog what", "brewdog 5", "brewdog tomorrow"])
func aQuestionWordOrABareValueBesideTheAppsNameRunsNothing(utterance: String) {
    let styles = SlotVocabulary.values([
        SlotValue(canonical: "wheat", spoken: ["wheat"]), SlotValue(canonical: "stout", spoken: ["stout"]),
    ])
    let brewer = PhraseMatcher(templates: [
        PhraseTemplate(shortcutID: "start", appName: "Brewdog", text: "Start a {style} batch in {app}", slots: ["style": styles]),
        PhraseTemplate(shortcutID: "gravity", appName: "Brewdog", text: "Gravity is {gravity} in {app}", slots: ["gravity": .number]),
        PhraseTemplate(shortcutID: "dryHop", appName: "Brewdog", text: "Schedule a dry hop in {app}",
                       looseValues: LooseValues(dayParameter: "day")),
    ])
    #expect(brewer.decide(utterance).matchedShortcut == nil)
    #expect(brewer.decide("brewdog stout").matchedShortcut == "start")
    #expect(brewer.decide("brewdog dry hop tomorrow").matchedShortcut == "dryHop")
}

/// A request told as someone else's is asked about, never run, whoever tells it: one word naming a
/// person ("said mom", which once read past its clause's words and crashed; "mum" is first a
/// silence to WordNet), a determiner and a noun, or "that's what …"; "that's what I said" is the
/// person's own.
@Test(arguments: [
    ("Log 8 ounces of water in Hydrator, said mom", false), ("Log 8 ounces of water in Hydrator, said mum", true),
    ("Log 8 ounces of water in Hydrator, said my wife", false),
    ("Log 8 ounces of water in Hydrator, that's what I told her", false),
    ("Log 8 ounces of water in Hydrator, that's what the doctor said", false),
    ("Log 8 ounces of water in Hydrator, that's what I said", true), ("my doctor told me to log 8 ounces of water in Hydrator", false),
])
func aRequestToldAsSomeoneElsesIsAskedAbout(utterance: String, runs: Bool) {
    let decision = matcher.decide(utterance)
    if runs {
        #expect(decision.matchedShortcut != nil)
    } else if case .confirm(let candidate) = decision {
        #expect(candidate.askedBecause == .toldBySomeoneElse)
    } else {
        Issue.record("\(utterance) was decided \(decision), not asked about")
    }
}
