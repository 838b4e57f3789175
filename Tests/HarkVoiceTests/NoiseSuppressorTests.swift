import Foundation
import Testing

@testable import HarkVoice

/// 16 kHz samples: `seconds` of white noise at about `level` RMS, the same each time.
private func noise(_ seconds: Double, level: Double, seed: UInt64 = 0x2545_F491_4F6C_DD1D) -> [Int16] {
    var state = seed
    return (0..<Int(seconds * 16_000)).map { _ in
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        let uniform: Double = Double(state >> 11) / Double(UInt64(1) << 53) * 2 - 1
        return Int16(uniform * level * 3.0.squareRoot())
    }
}

/// 16 kHz samples: `seconds` of a 440 Hz tone at `amplitude`.
private func tone(_ seconds: Double, amplitude: Double) -> [Int16] {
    (0..<Int(seconds * 16_000)).map { Int16(amplitude * sin(2 * Double.pi * 440 * Double($0) / 16_000)) }
}

@Test func aRecordingAsQuietAsTheNoiseFloorIsLeftAsItIs() throws {
    let quiet = PCMAudio(samples: noise(0.5, level: 5 * NoiseFloor.level) + tone(0.5, amplitude: 8_000), sampleRate: 16_000)
    #expect(try NoiseSuppressor.suppression(of: quiet, recordedAs: quiet)?.audio == nil)
    let silent = PCMAudio(samples: [Int16](repeating: 0, count: 8_000) + tone(0.5, amplitude: 8_000), sampleRate: 16_000)
    #expect(try NoiseSuppressor.suppression(of: silent, recordedAs: silent)?.audio == nil)
}

@Test func aNoisyRecordingComesBackWithItsNoiseTakenDown() throws {
    let background = noise(1, level: 50 * NoiseFloor.level)
    let noisy = PCMAudio(samples: background + tone(0.5, amplitude: 8_000), sampleRate: 16_000)
    let quieted = try #require(try NoiseSuppressor.suppression(of: noisy, recordedAs: noisy)?.audio)
    #expect(quieted.samples.count == noisy.samples.count)
    // The last half of the noise alone, before and after (WebRTC has learnt it by then).
    let before = NoiseSuppressor.rms(of: Array(noisy.samples[8_000..<16_000]))
    let after = NoiseSuppressor.rms(of: Array(quieted.samples[8_000..<16_000]))
    #expect(after < before / 2)
}

/// `seconds` of noise at `level` RMS, then `seconds` of a tone `ratio` dB above it in that noise.
private func toneInNoise(ratio: Double, level: Double) -> PCMAudio {
    let amplitude = (2 * level * level * pow(10, ratio / 10)).squareRoot()
    let speech = zip(tone(0.5, amplitude: amplitude), noise(0.5, level: level, seed: 7)).map { Int16(Int($0) + Int($1)) }
    return PCMAudio(samples: noise(1, level: level) + speech, sampleRate: 16_000)
}

@Test func theSignalToNoiseRatioIsEstimatedFromTheRecordingItself() {
    for ratio in [10.0, 15, 20] {
        let audio = toneInNoise(ratio: ratio, level: 500)
        let background = Recognizer.background(of: audio, blocks: 10, of: 160)
        #expect(abs(NoiseSuppressor.signalToNoise(of: audio, background: background) - ratio) < 1)
    }
}

@Test func theNoisierTheRecordingTheHarderItsNoiseIsTakenDown() {
    #expect(NoiseSuppressor.level(forSignalToNoise: 20) == .moderate)
    #expect(NoiseSuppressor.level(forSignalToNoise: 15) == .moderate)
    #expect(NoiseSuppressor.level(forSignalToNoise: 10) == .veryHigh)
    let quieter = toneInNoise(ratio: 8, level: 500)
    let louder = toneInNoise(ratio: 18, level: 500)
    #expect(NoiseSuppressor.level(for: quieter) == .veryHigh)
    #expect(NoiseSuppressor.level(for: louder) == .moderate)
}
