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
/// Debian ships it fits the request's first words ("plan a") worse than free phones do.
@Test func speechSuppressedAtTheVeryHighLevelIsHeardByTheAdaptedModel() throws {
    let noisy = try WAVFile.read(veryNoisyRequest)
    let suppression = try #require(
        try NoiseSuppressor.suppression(of: noisy.resampled(to: PCMAudio.recognitionRate), recordedAs: noisy))
    #expect(suppression.level == .veryHigh)
    let recognizer = try Recognizer()
    let prepared = Recognizer.prepared(suppression.audio)
    func weakWords(_ hearing: Hearing) -> [String] {
        hearing.path.filter { $0.confidence < FreeSpeechCheck.weakWord }.map(\.word)
    }
    let plain = try recognizer.hear(prepared: prepared, in: devRequestGrammar)
    #expect(weakWords(plain) == ["plan", "a"])
    let heard = try recognizer.hear(prepared: prepared, in: devRequestGrammar, adaptedTo: .heavilySuppressed)
    #expect(heard.words == "plan a bike ride for tomorrow evening in workout")
    #expect(weakWords(heard).isEmpty)
    let recognised = try recognizer.hear(noisy, in: devRequestGrammar)
    #expect(recognised.words == heard.words && recognised.confidence == heard.confidence)
    // Afterwards the model is as it was: the same sound is heard as before.
    let again = try recognizer.hear(prepared: prepared, in: devRequestGrammar)
    #expect(again.words == plain.words && again.confidence == plain.confidence && weakWords(again) == weakWords(plain))
}

/// "Add a session in Meditator" said by flite's rms with white noise 10 dB below the speech
/// (`bench/voice.py`'s dev clip), kept as a file.
private let veryNoisyShortRequest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Clips/add-a-session-10dB.wav").path

/// A very noisy recording heard again as it was recorded is heard by the model moved towards
/// speech in heavy noise (`RecordedNoisySpeechAdaptation`); the model as Debian ships it finds
/// no sentence in this one.
@Test func aVeryNoisyRecordingHeardAsRecordedIsHeardByTheModelAdaptedToIt() throws {
    let noisy = try WAVFile.read(veryNoisyShortRequest)
    let recorded = noisy.resampled(to: PCMAudio.recognitionRate)
    #expect(try NoiseSuppressor.suppression(of: recorded, recordedAs: noisy)?.level == .veryHigh)
    let recognizer = try Recognizer()
    let asRecorded = Recognizer.prepared(recorded)
    #expect(try recognizer.hear(prepared: asRecorded, in: devRequestGrammar).words == nil)
    let heard = try recognizer.hear(prepared: asRecorded, in: devRequestGrammar, adaptedTo: .recordedInNoise)
    #expect(heard.words == "add a session in meditator")
}

/// The transform that gives the model back is in the adaptations' shape: one class, three streams.
@Test func theIdentityTransformHasTheAdaptationsShape() {
    let numbers = ModelAdaptation.none.transform.split(whereSeparator: \.isWhitespace)
    for adaptation in [ModelAdaptation.heavilySuppressed, .recordedInNoise] {
        #expect(numbers.count == adaptation.transform.split(whereSeparator: \.isWhitespace).count)
    }
    #expect(numbers.prefix(4) == ["1", "3", "13", "1"])
}

/// Each transform is what pocketsphinx's `-mllr` reads: one class, three feature streams of 13.
@Test func eachAdaptationIsOneGlobalTransformOfThreeStreams() {
    for adaptation in [ModelAdaptation.heavilySuppressed, .recordedInNoise] {
        let numbers = adaptation.transform.split(whereSeparator: \.isWhitespace)
        #expect(numbers.prefix(3) == ["1", "3", "13"])
        // Per stream: its length, a 13 × 13 matrix, a bias of 13 and a variance scale of 13.
        #expect(numbers.count == 2 + 3 * (1 + 13 * 13 + 13 + 13))
    }
}
