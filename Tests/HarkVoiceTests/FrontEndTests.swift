import Foundation
import Testing

@testable import HarkVoice

/// The root mean square of `samples` from `start` on.
private func rms(_ samples: [Int16], from start: Int = 0) -> Double {
    let tail = samples[start...]
    return (tail.reduce(0) { $0 + Double($1) * Double($1) } / Double(tail.count)).squareRoot()
}

@Test func steadyNoiseIsTakenDownAndASoundAfterItPassesThrough() throws {
    var state: UInt32 = 1
    let hiss = (0..<32_000).map { _ -> Int16 in
        state = state &* 1_664_525 &+ 1_013_904_223
        return Int16(truncatingIfNeeded: Int(state >> 16) - 32_768) / 16
    }
    let quieter = try NoiseSuppressor.suppressed(PCMAudio(samples: hiss, sampleRate: 16_000))
    #expect(quieter.samples.count == hiss.count)
    // Once the noise floor is learnt (the first second), the hiss comes out at least 10 dB lower.
    #expect(rms(quieter.samples, from: 16_000) < rms(hiss, from: 16_000) / 3.16)
    // A tone of 0.3 s after a second of hiss is not steady noise: it comes through.
    let tone = (0..<32_000).map { 16_000..<20_800 ~= $0 ? Int16(8_000 * sin(Double($0) * 2 * .pi * 440 / 16_000)) : 0 }
    let kept = try NoiseSuppressor.suppressed(PCMAudio(samples: hiss.indices.map { hiss[$0] + tone[$0] }, sampleRate: 16_000))
    #expect(rms(Array(kept.samples[16_800..<20_800])) > rms(Array(tone[16_800..<20_800])) / 2)
}

@Test func digitalSilenceGetsAFaintHissAndSpeechIsLeftAsItWas() {
    let silence = PCMAudio(samples: [Int16](repeating: 0, count: 16_000), sampleRate: 16_000)
    let hissed = NoiseFloor.added(to: silence)
    #expect(abs(rms(hissed.samples) - NoiseFloor.level) < NoiseFloor.level / 10)
    #expect(NoiseFloor.added(to: silence) == hissed)
    let loud = PCMAudio(samples: [Int16](repeating: 10_000, count: 16_000), sampleRate: 16_000)
    #expect(NoiseFloor.added(to: loud).samples.allSatisfy { abs(Int($0) - 10_000) <= Int(NoiseFloor.level * 2) })
}
