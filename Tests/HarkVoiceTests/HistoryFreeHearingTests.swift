import HarkEngine
import Testing

@testable import HarkVoice

/// Hydrator's "log … in hydrator" and Meditator's "meditate for … minutes", with courtesy around.
private let grammar = ListeningGrammar(
    sentences: [
        [.words(["log juice in hydrator"])], [.words(["log water in hydrator"])],
        [.words(["meditate for"]), .number, .words(["minutes with meditator"])],
    ], leadingFillers: ["please"], trailingFillers: ["thank you"])

private func spoken(_ text: String) throws -> PCMAudio { try VoiceStyle().speech(for: text) }

/// A clip is heard the same, word by word and confidence by confidence, whatever the same
/// recogniser heard before it: the front end's noise estimate and the dither do not carry over.
@Test func aClipIsHeardTheSameAloneAndAfterOtherClips() throws {
    let clip = try spoken("Log juice in Hydrator")
    let alone = try Recognizer().hear(clip, in: grammar)
    let recognizer = try Recognizer()
    for other in ["Meditate for fifteen minutes with Meditator", "What is the weather like in Paris tomorrow"] {
        _ = try recognizer.hear(try spoken(other), in: grammar)
    }
    let after = try recognizer.hear(clip, in: grammar)
    #expect(after == alone)
    #expect(!alone.path.isEmpty)
    #expect(try recognizer.hear(clip, in: grammar) == alone)
}
