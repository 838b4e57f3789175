import Testing

@testable import HarkVoice

private func path(_ confidences: [Double]) -> [HeardWord] {
    confidences.enumerated().map { HeardWord(word: "w\($0.offset)", confidence: $0.element, seconds: 0.3, isFiller: false) }
}

@Test func oneWeakWordIsARequestAndTwoInAShortOneAreNot() {
    #expect(FreeSpeechCheck(path([0.95, 0.1, 0.99])).rejection == nil)
    #expect(FreeSpeechCheck(path([0.95, 0.1, 0.12, 0.99])).rejection == .weakWords)
    #expect(FreeSpeechCheck(path([0.2, 0.2])).rejection == nil)
}

@Test func aLongRequestMayHaveAFifthOfItsWordsWeak() {
    let long = [0.9, 0.1, 0.9, 0.9, 0.9, 0.1, 0.9, 0.9, 0.9, 0.9]
    #expect(FreeSpeechCheck(path(long)).rejection == nil)
    #expect(FreeSpeechCheck(path(long + [0.1])).rejection == .weakWords)
}

@Test func aTurnCarriesEachWordsConfidence() {
    let hearing = Hearing(words: "hydrate me", confidence: 0.9, duration: 1, path: path([0.8, 0.4]))
    #expect(hearing.turn?.words.map(\.confidence) == [0.8, 0.4])
    #expect(hearing.turn?.text == "hydrate me")
    #expect(Hearing(words: nil, confidence: 0.2, duration: 1).turn == nil)
}
