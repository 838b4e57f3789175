import Testing

@testable import HarkEngine

@Test(arguments: [
    "yes", "Sure thing!", "sure, why not", "yeah, go for it", "oh yes please", "alright", "OK",
    "yes, that's right", "you bet", "sounds good, thanks",
])
func whatPeopleSayForYesIsAYes(_ text: String) {
    #expect(UniversalWords.meaning(of: text) == .yes)
}

@Test(arguments: [
    "no", "Not now.", "no thanks", "nah, maybe later", "I don't think so", "not yet", "no, not today",
    "better not", "no way",
])
func whatPeopleSayForNoIsANo(_ text: String) {
    #expect(UniversalWords.meaning(of: text) == .no)
}

@Test(arguments: ["neither", "none of them", "Neither of those."])
func neitherRefusesEveryOption(_ text: String) {
    #expect(UniversalWords.meaning(of: text) == .neither)
}

@Test(arguments: ["yes no", "sure not now", "please water", "hmm", "thanks"])
func mixedOrOtherWordsAreNeitherYesNorNo(_ text: String) {
    #expect(UniversalWords.meaning(of: text) == nil)
}
