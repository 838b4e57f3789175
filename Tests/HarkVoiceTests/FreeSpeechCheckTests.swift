import Testing

@testable import HarkVoice

private func path(_ confidences: [Double]) -> [HeardWord] {
    confidences.enumerated().map { HeardWord(word: "w\($0.offset)", confidence: $0.element, seconds: 0.3, isFiller: false) }
}

@Test func oneWeakWordIsARequestAndTwoAreNot() {
    #expect(FreeSpeechCheck(path([0.95, 0.1, 0.99])).rejection == nil)
    #expect(FreeSpeechCheck(path([0.95, 0.1, 0.2, 0.99])).rejection == .weakWords)
    #expect(FreeSpeechCheck(path([0.3, 0.3])).rejection == nil)
}

@Test func aTurnCarriesEachWordsConfidence() {
    let hearing = Hearing(words: "hydrate me", confidence: 0.9, duration: 1, path: path([0.8, 0.4]))
    #expect(hearing.turn?.words.map(\.confidence) == [0.8, 0.4])
    #expect(hearing.turn?.text == "hydrate me")
    #expect(Hearing(words: nil, confidence: 0.2, duration: 1).turn == nil)
}
