import Hydrator
import Testing

@testable import HarkEngine

@Test func theTopLevelGrammarHoldsEveryPhraseWithItsValuesAndTheFillers() throws {
    let harness = try Harness(apps: [Hydrator.self])
    let grammar = harness.session.listeningGrammar
    let logDrink: [ListeningGrammar.Piece] = grammar.sentences.first { $0.first == .words(["Log"]) && $0.contains(.number) } ?? []
    #expect(logDrink.count == 7)
    #expect(logDrink[1] == .number)
    guard case .words(let drinks) = logDrink[4] else { Issue.record("no drink slot in \(logDrink)"); return }
    #expect(drinks.contains("water") && drinks.contains("green tea"))
    #expect(logDrink[6] == .words(["Hydrator"]))
    #expect(grammar.sentences.contains([.words(["Hydrate"]), .words(["me"])]))
    #expect(grammar.leadingFillers.contains("hey hark"))
    #expect(grammar.trailingFillers.contains("thanks"))
}

@Test func theGrammarFollowsNewUserShortcutsAndTheQuestionInFlight() throws {
    let harness = try Harness(apps: [Hydrator.self])
    _ = harness.say(":shortcuts add \"Morning water\" = Log 8 ounces of water in Hydrator")
    #expect(harness.session.listeningGrammar.sentences.contains([.words(["Morning"]), .words(["water"])]))
    _ = harness.say("Hydrate me")
    let question = harness.session.listeningGrammar
    #expect(question.sentences.contains([.number]))
    #expect(question.sentences.contains([.words(["never mind"])]))
    #expect(!question.words.contains("hydrate"))
    _ = harness.say("8")
    let drinks = harness.session.listeningGrammar.words
    #expect(drinks.isSuperset(of: ["water", "coffee", "cancel"]))
    #expect(!harness.session.listeningGrammar.sentences.contains([.number]))
}

@Test func aNumberSlotWithADeclaredRangeIsListenedForInThatRangeOnly() throws {
    let harness = try Harness(apps: [BrewerShortcuts.self])
    let steep = harness.session.listeningGrammar.sentences.first { $0.first == .words(["Steep"]) && $0.count > 3 }
    #expect(steep?[1] == .numberIn(1...10))
    _ = harness.say("Steep tea in Brewer")
    #expect(harness.session.listeningGrammar.sentences.contains([.numberIn(1...10)]))
    #expect(!harness.session.listeningGrammar.sentences.contains([.number]))
}
