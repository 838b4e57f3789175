import Foundation
import Testing

@testable import HarkVoice

/// The root mean square of `samples` from `start` on.
private func rms(_ samples: [Int16], from start: Int = 0) -> Double {
    let tail = samples[start...]
    return (tail.reduce(0) { $0 + Double($1) * Double($1) } / Double(tail.count)).squareRoot()
}

@Test func digitalSilenceGetsAFaintHissAndSpeechIsLeftAsItWas() {
    let silence = PCMAudio(samples: [Int16](repeating: 0, count: 16_000), sampleRate: 16_000)
    let hissed = NoiseFloor.added(to: silence)
    #expect(abs(rms(hissed.samples) - NoiseFloor.level) < NoiseFloor.level / 10)
    #expect(NoiseFloor.added(to: silence) == hissed)
    let loud = PCMAudio(samples: [Int16](repeating: 10_000, count: 16_000), sampleRate: 16_000)
    #expect(NoiseFloor.added(to: loud).samples.allSatisfy { abs(Int($0) - 10_000) <= Int(NoiseFloor.level * 2) })
}
