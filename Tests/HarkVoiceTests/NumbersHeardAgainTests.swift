import Foundation
import HarkEngine
import Testing

@testable import HarkVoice

@Test func aHeardSentencesNumbersAreOpenedAgainAndItsOtherWordsKept() throws {
    let forty = try #require(NumberSlots(["log", "forty", "eight", "ounces", "in", "hydrator"]))
    #expect(forty.jsgf.contains("public <sentence> = log <number> ounces in hydrator;"))
    #expect(forty.jsgf.contains("<number> = "))
    let hundreds = try #require(NumberSlots(["pay", "a", "hundred", "and", "six", "dollars", "and", "thanks"]))
    #expect(hundreds.jsgf.contains("public <sentence> = pay <number> dollars and thanks;"))
    #expect(NumberSlots(["log", "a", "drink", "in", "hydrator"]) == nil)
}

/// "Meditate for 7 minutes with Meditator" said by espeak-ng's en-us+m3 (`bench/voice.py`'s dev
/// clip), kept as a file: espeak-ng does not say a sentence with exactly the same samples twice.
private let seven = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Clips/meditate-for-7-minutes.wav").path

/// The dictionary's "sevenny" for seventy ("S EH V AH N IY") made this "seven" "seventy"; its
/// number heard again with each word's first pronunciation only, it is seven.
@Test func aNumberIsHeardAgainByTheDictionarysFirstPronunciations() throws {
    let grammar = ListeningGrammar(
        sentences: [[.words(["meditate for"]), .number, .words(["minutes with meditator"])]],
        leadingFillers: ["please"], trailingFillers: ["thank you"])
    let audio = try WAVFile.read(seven)
    let recognizer = try Recognizer()
    let prepared = Recognizer.prepared(audio.resampled(to: PCMAudio.recognitionRate))
    let first = recognizer.decode(prepared, with: try recognizer.search(for: grammar))
    #expect(first?.words == "meditate for seventy minutes with meditator")
    let hearing = try recognizer.hear(audio, in: grammar)
    #expect(hearing.words == "meditate for seven minutes with meditator")
    #expect(hearing.path.map(\.word) == ["meditate", "for", "seven", "minutes", "with", "meditator"])
}
