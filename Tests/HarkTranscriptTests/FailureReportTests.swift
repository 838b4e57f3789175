import Foundation
import HarkTranscript
import Testing

/// Runs one transcript file as `hark test` does and returns what it prints for it.
func report(of text: String, update: Bool = false) throws -> (result: FileResult, file: String) {
    let file = try folder(with: ["t.transcript": text]) + "/t.transcript"
    let suite = TranscriptSuite(runner: TranscriptRunner(catalog: try testCatalog()))
    return (suite.run(file: file, update: update), file)
}

@Test func aTurnThatMatchedTheWrongPhraseShowsTheNearestPhrasesWithScores() throws {
    let (result, file) = try report(of: "# cups are not ounces\n> Log 8 cups of tea in Hydrator\nOK. I logged 8 ounces of tea.\n")
    #expect(result.report == """
        FAIL \(file):3
        --- expected
        +++ actual
        @@ -1,3 +1,3 @@
         # cups are not ounces
         > Log 8 cups of tea in Hydrator
        -OK. I logged 8 ounces of tea.
        +How many ounces?
        Line 2 “Log 8 cups of tea in Hydrator” matched Hydrator › Track Intake (phrase "Log {hydrationType} in {app}"); the nearest phrases:
          0.83  Hydrator › Track Intake (phrase "Log {hydrationType} in {app}") with hydrationType = tea
        """)
}

@Test func aTurnThatMatchedNothingSaysSo() throws {
    let (result, file) = try report(of: "> Order a pizza\nOK, one pizza.\n")
    #expect(result.report == """
        FAIL \(file):2
        --- expected
        +++ actual
        @@ -1,2 +1,4 @@
         > Order a pizza
        -OK, one pizza.
        +Sorry, I didn't understand that.
        +You could say:
        +  Order 8 cakes in Bakery
        Line 1 “Order a pizza” matched no phrase; the nearest phrases:
          0.14  Bakery › Order Cakes (phrase "Order {count} cakes in {app}")
        """)
}

@Test func aTurnWithNoPhraseNearItSaysSo() throws {
    let (result, _) = try report(of: "> Hello there\nHi!\n")
    #expect(result.outcome?.mismatchedTurn?.explanation == ["Line 1 “Hello there” matched no phrase; no phrase comes near it."])
}

@Test func aNearMissListsItsSlotFillsInThePhrasesOrder() throws {
    let (result, _) = try report(of: "> Order 5 cake in Bakery\nOrdered 5 cakes.\n")
    let explanation = try #require(result.outcome?.mismatchedTurn)
    #expect(explanation.matched == "matched Bakery › Order Cakes (phrase \"Order {count} cakes in {app}\")")
    #expect(explanation.nearest.first?.summary.hasSuffix("Bakery › Order Cakes (phrase \"Order {count} cakes in {app}\") with count = 5") == true)
}

@Test func anAnswerToAQuestionThatDiffersIsNotExplainedAsAMatch() throws {
    let (result, _) = try report(of: "> Hydrate me\nHow many ounces?\n> 8\nWhat type of cup?\n")
    #expect(result.isFailure)
    #expect(result.outcome?.mismatchedTurn == nil)
}

@Test func aMetaCommandThatDiffersIsNotExplainedAsAMatch() throws {
    let (result, _) = try report(of: "> :apps\nHydrator\n")
    #expect(result.isFailure)
    #expect(result.outcome?.mismatchedTurn == nil)
}

@Test func anUnknownDirectiveIsAnErrorNamingFileAndLine() throws {
    let (result, file) = try report(of: "> :apps\nHydrator\nBakery\n@weather rain\n")
    #expect(result.report == "ERROR \(file):4: unknown directive @weather; known: @clock, @location, @situation, @tz, @apps, @trace, @device, @app")
}

@Test func anUnknownAppIsAnErrorNamingFileAndLine() throws {
    let (result, file) = try report(of: "@apps Hydrator, Nimbly\n> :apps\n")
    #expect(result.report == "ERROR \(file):1: unknown app Nimbly; known: Hydrator, Bakery")
}
