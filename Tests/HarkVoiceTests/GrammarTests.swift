import Foundation
import HarkEngine
import Testing

@testable import HarkVoice

@Test func phraseWordsBecomeRecogniserTokensWithNumbersSpelled() {
    #expect(JSGFGrammar.tokens("Log 8 oz, please!") == ["log", "eight", "oz", "please"])
    #expect(JSGFGrammar.tokens("Hydrator's H2O") == ["hydrator's", "h2o"])
    #expect(NumberWords.spell(112) == "one hundred twelve")
    #expect(NumberWords.spell(40) == "forty")
}

@Test func theJSGFHoldsEachSentenceAndTheNumberRulesOnlyWhenUsed() {
    let grammar = ListeningGrammar(
        sentences: [[.words(["Log"]), .number, .words(["ounces"])], [.words(["Hydrate me"])]],
        leadingFillers: ["please"], trailingFillers: ["thanks"])
    let jsgf = JSGFGrammar(grammar)
    #expect(jsgf.text.contains("<sentence> = hydrate me | log <number> ounces;"))
    #expect(jsgf.text.contains("<number> = "))
    #expect(jsgf.words.isSuperset(of: ["log", "ounces", "hydrate", "me", "please", "thanks", "twelve"]))
    let answers = JSGFGrammar(ListeningGrammar(sentences: [[.words(["water", "green tea"])]]))
    #expect(!answers.text.contains("<number> = "))
    #expect(answers.text.contains("<sentence> = (green tea | water);"))
}

@Test func espeakPhonemesMapToTheDictionarysPhones() {
    #expect(PhoneMapping.cmuPhones(["h", "aI", "d", "r", "'eI", "t#", "3"]) == "HH AY D R EY T ER")
    #expect(Pronunciations.generated(for: "hydrator") == "HH AY D R EY T ER")
}

@Test func aSensitiveAnswerIsNeverSpokenBack() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-speak-\(UUID().uuidString).wav").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let speaker = Speaker(destination: .file(path))
    try speaker.speak([.say("Your PIN 4321 is set."), .trace(.resolved(parameter: "pin", value: "4321", outcome: .success))], withholding: ["4321"])
    #expect(!FileManager.default.fileExists(atPath: path))
    try speaker.speak([.ask("How many ounces?")], withholding: ["4321"])
    #expect(try WAVFile.read(path).duration > 0.5)
    speaker.isOn = false
    try speaker.speak([.say("Done.")], withholding: [])
    #expect(try WAVFile.read(path).duration < 3)
}

@Test func aRangedNumberIsListedNumberByNumberAndALargeRangeIsAnyNumber() {
    let small = JSGFGrammar(ListeningGrammar(sentences: [[.words(["steep"]), .numberIn(1...12), .words(["minutes"])]]))
    #expect(small.text.contains("<sentence> = steep <from1to12> minutes;"))
    #expect(small.text.contains("<from1to12> = (eight | eleven | five | four | nine | one | seven | six | ten | three | twelve | two);"))
    #expect(!small.text.contains("<number> = "))
    #expect(!small.words.contains("sixty"))
    let large = JSGFGrammar(ListeningGrammar(sentences: [[.words(["pay"]), .numberIn(1...10_000)]]))
    #expect(large.text.contains("<sentence> = pay <number>;"))
    #expect(NumberWords.spokenForms(112) == [
        "one hundred twelve", "one hundred and twelve", "a hundred twelve", "a hundred and twelve",
    ])
}

@Test func onlyAWordTheDictionaryLacksGetsEspeakNGsPronunciation() throws {
    let recognizer = try Recognizer()
    let grammar = ListeningGrammar(sentences: [[.words(["meditate for"]), .number, .words(["minutes with Hydrator"])]])
    _ = try recognizer.hear(PCMAudio(samples: [Int16](repeating: 0, count: 1600), sampleRate: 16_000), in: grammar)
    #expect(recognizer.pronunciations(of: "minutes") == ["M IH N AH T S"])
    #expect(recognizer.pronunciations(of: "sixteen") == ["S IH K S T IY N"])
    #expect(recognizer.pronunciations(of: "hydrator") == ["HH AY D R EY T ER"])
}
