import HarkEngine
import Testing

@testable import HarkVoice

private func words(_ sentence: String) -> [String] { sentence.split(separator: " ").map(String.init) }

@Test func theGrammarTakesASentenceWithItsNumberAndFillersAndNothingElse() {
    let grammar = ListeningGrammar(
        sentences: [[.words(["Log"]), .number, .words(["ounces of"]), .words(["water", "green tea"])]],
        leadingFillers: ["please", "hey hark"], trailingFillers: ["thanks"])
    #expect(grammar.accepts(words("log sixteen ounces of water")))
    #expect(grammar.accepts(words("hey hark log sixty five ounces of green tea thanks")))
    #expect(grammar.accepts(words("log a hundred and twelve ounces of water")))
    #expect(!grammar.accepts(words("log sixteen five ounces of water")))
    #expect(!grammar.accepts(words("log sixteen ounces of water please")))
    #expect(!grammar.accepts(words("log ounces of water")))
    #expect(!grammar.accepts(words("log sixteen ounces of coffee")))
}

@Test func aRangedNumberTakesOnlyItsOwnNumbers() {
    let grammar = ListeningGrammar(sentences: [[.words(["meditate for"]), .numberIn(1...20), .words(["minutes"])]])
    #expect(grammar.accepts(words("meditate for fifteen minutes")))
    #expect(!grammar.accepts(words("meditate for fifty minutes")))
    let large = ListeningGrammar(sentences: [[.words(["pay"]), .numberIn(1...5_000)]])
    #expect(large.accepts(words("pay fifty")))
}

@Test func eachTeenHasTheTenItSoundsLike() {
    #expect(TeenOrTen.pair(of: "sixty") == TeenOrTen(teen: "sixteen", ten: "sixty"))
    #expect(TeenOrTen.pair(of: "thirteen") == TeenOrTen(teen: "thirteen", ten: "thirty"))
    #expect(TeenOrTen.pair(of: "forty")?.teen == "fourteen")
    #expect(TeenOrTen.pairs.count == 7)
    #expect(TeenOrTen.pair(of: "twenty") == nil)
    #expect(TeenOrTen.pair(of: "twelve") == nil)
}

@Test func aLongEndingIsATeenAndAClippedOneATen() {
    // Typical timings of `make bench`'s voices, in mean phone lengths: a held "-een" against a clipped "-y".
    #expect(TeenOrTen.isTeen(EndingTiming(lastSyllable: 1.9, lastVowel: 1.8)))
    #expect(!TeenOrTen.isTeen(EndingTiming(lastSyllable: 1.0, lastVowel: 1.1)))
}
