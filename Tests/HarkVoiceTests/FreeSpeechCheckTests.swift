import Testing

@testable import HarkVoice

private func path(_ confidences: [Double]) -> [HeardWord] {
    confidences.enumerated().map {
        HeardWord(word: "w\($0.offset)", confidence: $0.element, seconds: 0.3, isFiller: false,
                  measuredOver: $0.offset * 30..<($0.offset + 1) * 30)
    }
}

@Test func oneWeakWordIsARequestAndTwoInAShortOneAreNot() {
    #expect(FreeSpeechCheck(path([0.95, 0.1, 0.99])).rejection == nil)
    #expect(FreeSpeechCheck(path([0.95, 0.1, 0.12, 0.99])).rejection == .weakWords)
    #expect(FreeSpeechCheck(path([0.2, 0.2])).rejection == nil)
}

@Test func weakWordsMeasuredOverTheFirstWordsSoundCountOnce() {
    var words = path([0.05, 0.1, 0.9, 0.9, 0.9])
    #expect(FreeSpeechCheck(words).rejection == .weakWords)
    words[1].measuredOver = 18..<48
    #expect(FreeSpeechCheck(words).weakWords == 1)
    #expect(FreeSpeechCheck(words).rejection == nil)
    // A request none of whose own words fits gets no allowance.
    var allWeak = path([0.05, 0.1])
    allWeak[1].measuredOver = 18..<48
    #expect(FreeSpeechCheck(allWeak).rejection == .weakWords)
    // Later, words sharing sound are each a weak word.
    var later = path([0.9, 0.9, 0.1, 0.1, 0.9])
    later[3].measuredOver = 78..<108
    #expect(FreeSpeechCheck(later).weakWords == 2)
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
