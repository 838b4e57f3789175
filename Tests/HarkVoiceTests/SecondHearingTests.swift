import Foundation
import HarkEngine
import Testing

@testable import HarkVoice

/// `bench/voice.py`'s dev requests, each a sentence of its own.
private let requests = [
    "log 40 ounces of oat milk in hydrator", "log 14 ounces of black tea in hydrator",
    "log 6 ounces of espresso in hydrator", "log 30 ounces of sparkling water in hydrator",
    "log a drink in hydrator", "log chai in hydrator", "log out of meditator", "remove a session in meditator",
    "meditate for 7 minutes with meditator", "how much have i meditated in meditator", "sign in to meditator",
    "add a session in meditator", "begin a swim in workout", "plan a bike ride for tomorrow evening in workout",
    "this is my gym in workout", "start a strength workout in workout",
    "pay 60 dollars at the bookshop with my debit card in wallet",
    "pay 17 dollars at the coffee shop with my credit card in wallet",
    "pay 250 dollars at the supermarket with my bank card on my phone in wallet", "lock my visa card in wallet",
    "plan a workout in workout", "forget my debit card suggestions in wallet", "make a payment in wallet",
    "show my credit card purchases in wallet"
]

/// Each of `bench/voice.py`'s dev requests, a sentence of its own.
let devRequestGrammar = ListeningGrammar(
    sentences: requests.map { [.words([$0])] }, leadingFillers: ["please"], trailingFillers: ["thank you"])

/// "Start a strength workout in Workout" said by espeak-ng's en-gb+f3 (180 words a minute, pitch
/// 60) with white noise 15 dB below the speech (`bench/voice.py`'s dev clip), kept as a file:
/// espeak-ng does not say a sentence with exactly the same samples twice.
private let noisyRequest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Clips/start-a-strength-workout-15dB.wav").path

/// A request made in noise that its noise-suppressed sound leaves uncaught is caught when heard
/// again as it was recorded.
@Test func aNoisyRequestTheSuppressionLeavesUncaughtIsHeardAgainAsRecorded() throws {
    let noisy = try WAVFile.read(noisyRequest)
    let recognizer = try Recognizer()
    let quieted = try #require(try NoiseSuppressor.suppression(of: noisy.resampled(to: PCMAudio.recognitionRate), recordedAs: noisy)?.audio)
    #expect(try recognizer.hear(prepared: Recognizer.prepared(quieted), in: devRequestGrammar).words == nil)
    #expect(try recognizer.hear(noisy, in: devRequestGrammar).words == "start a strength workout in workout")
}
