import Foundation
import HarkEngine
import Testing

@testable import HarkVoice

/// "Plan a bike ride for tomorrow evening in Workout" said by flite's rms with white noise 10 dB
/// below the speech (`bench/voice.py`'s dev clip), kept as a file.
private let veryNoisyRequest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Clips/plan-a-bike-ride-10dB.wav").path

/// A recording whose noise WebRTC takes down at its very high level is heard by the model moved
/// towards what that suppression leaves of speech (`SuppressedSpeechAdaptation`); the model as
/// Debian ships it finds no sentence in this one.
@Test func speechSuppressedAtTheVeryHighLevelIsHeardByTheAdaptedModel() throws {
    let noisy = try WAVFile.read(veryNoisyRequest)
    let suppression = try #require(
        try NoiseSuppressor.suppression(of: noisy.resampled(to: PCMAudio.recognitionRate), recordedAs: noisy))
    #expect(suppression.level == .veryHigh)
    let recognizer = try Recognizer()
    let prepared = Recognizer.prepared(suppression.audio)
    let plain = try recognizer.hear(prepared: prepared, in: devRequestGrammar)
    #expect(plain.words == nil)
    let heard = try recognizer.hearHeavilySuppressed(prepared: prepared, in: devRequestGrammar)
    #expect(heard.words == "plan a bike ride for tomorrow evening in workout")
    let recognised = try recognizer.hear(noisy, in: devRequestGrammar)
    #expect(recognised.words == heard.words && recognised.confidence == heard.confidence)
    // Afterwards the model is as it was: the same sound is heard as before.
    let again = try recognizer.hear(prepared: prepared, in: devRequestGrammar)
    #expect(again.words == nil && again.confidence == plain.confidence)
}

/// The transform that gives the model back is in the adaptation's shape: one class, three streams.
@Test func theIdentityTransformHasTheAdaptationsShape() {
    let numbers = Recognizer.identityTransform.split(whereSeparator: \.isWhitespace)
    #expect(numbers.count == SuppressedSpeechAdaptation.transform.split(whereSeparator: \.isWhitespace).count)
    #expect(numbers.prefix(4) == ["1", "3", "13", "1"])
}

/// The transform is what pocketsphinx's `-mllr` reads: one class, three feature streams of 13.
@Test func theSuppressedSpeechTransformIsOneGlobalTransformOfThreeStreams() {
    let numbers = SuppressedSpeechAdaptation.transform.split(whereSeparator: \.isWhitespace)
    #expect(numbers.prefix(3) == ["1", "3", "13"])
    // Per stream: its length, a 13 × 13 matrix, a bias of 13 and a variance scale of 13.
    #expect(numbers.count == 2 + 3 * (1 + 13 * 13 + 13 + 13))
}
