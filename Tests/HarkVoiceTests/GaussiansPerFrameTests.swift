import Foundation
import HarkEngine
import Testing

@testable import HarkVoice

private let grammar = ListeningGrammar(
    sentences: [
        [.words(["pay"]), .number, .words(["dollars at the coffee shop with my credit card in wallet"])],
        [.words(["pay"]), .number, .words(["dollars at the bookshop with my debit card in wallet"])],
        [.words(["lock my card in wallet"])],
    ], leadingFillers: ["please"], trailingFillers: ["thank you"])

/// "Pay 17 dollars at the coffee shop with my credit card in Wallet" said by flite's kal16 with
/// white noise 15 dB below the speech (`bench/voice.py`'s dev clip), kept as a file.
private let noisyPayment = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Clips/pay-17-dollars-15dB.wav").path

/// A teen said in noise is heard as the teen, not as its ten: with the best 4 Gaussians of each
/// codebook scoring a frame (pocketsphinx's default) this clip was heard as "pay seventy dollars".
@Test func aTeenSaidInNoiseIsNotHeardAsItsTen() throws {
    #expect(Recognizer.gaussiansPerFrame == 16)
    let hearing = try Recognizer().hear(try WAVFile.read(noisyPayment), in: grammar)
    #expect(hearing.words == "pay seventeen dollars at the coffee shop with my credit card in wallet")
}
