import Foundation
import HarkEngine
import Testing

@testable import HarkVoice

private let grammar = ListeningGrammar(
    sentences: [
        [.words(["add a session in meditator"])], [.words(["remove a session in meditator"])],
        [.words(["plan a workout in workout"])], [.words(["start a strength workout in workout"])],
        [.words(["meditate for"]), .number, .words(["minutes with meditator"])],
    ], leadingFillers: ["please"], trailingFillers: ["thank you"])

/// "Remove a session in Meditator" said by espeak-ng's en-us+m3 (165 words a minute, pitch 45)
/// with white noise 15 dB below the speech, kept as a file: espeak-ng does not say a sentence
/// with exactly the same samples twice.
private let noisyRequest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Clips/remove-a-session-15dB.wav").path

/// A request made in noise that its noise-suppressed sound leaves uncaught is caught when heard
/// again as it was recorded.
@Test func aNoisyRequestTheSuppressionLeavesUncaughtIsHeardAgainAsRecorded() throws {
    let noisy = try WAVFile.read(noisyRequest)
    let recognizer = try Recognizer()
    let quieted = try #require(try NoiseSuppressor.quieted(noisy.resampled(to: PCMAudio.recognitionRate)))
    #expect(try recognizer.hear(prepared: Recognizer.prepared(quieted), in: grammar).words == nil)
    #expect(try recognizer.hear(noisy, in: grammar).words == "remove a session in meditator")
}
