import Foundation

/// How hard WebRTC takes a recording's noise down, chosen by how far its speech stands above
/// that noise: a stronger level takes more of the speech with the noise, which costs where the
/// speech stands well clear of it and pays where the noise masks it.
///
///     NoiseSuppressor.level(forSignalToNoise: 18)   // .moderate
///     NoiseSuppressor.level(forSignalToNoise: 9)    // .veryHigh
extension NoiseSuppressor {
    /// WebRTC's levels (`NoiseSuppression::Level`), those Hark uses.
    enum Level: Int32 {
        case moderate = 1
        case veryHigh = 3
    }

    /// Below this signal-to-noise ratio (in dB, as `signalToNoise` estimates it) the noise is
    /// taken down at WebRTC's very high level, above it at the moderate one. Halfway between
    /// the benchmark's 10 and 15 dB; on its dev clips very high helped every voice family at
    /// 10 dB and none at 15 or 20 dB (see docs/decisions.md).
    static let veryHighBelow = 12.5

    /// The level for `audio`, measured as it was recorded (at its own rate: resampling down
    /// smooths away part of a broadband noise, and the ratio would then depend on the rate).
    static func level(for audio: PCMAudio) -> Level {
        let background = Recognizer.background(of: audio, blocks: 10, of: max(1, audio.sampleRate / 100))
        return level(forSignalToNoise: signalToNoise(of: audio, background: background))
    }

    /// The level for speech `ratio` dB above its noise.
    static func level(forSignalToNoise ratio: Double) -> Level {
        ratio < veryHighBelow ? .veryHigh : .moderate
    }

    /// How far `audio`'s speech stands above its `background`, in dB: the mean power of the
    /// 10 ms blocks clearly above the background (`speechAbove` times its power), less the
    /// background's power, over the background's power. Only those blocks, so that the pauses
    /// and silences around the speech, which hold only the noise, do not count; `-infinity`
    /// when no block is.
    static func signalToNoise(of audio: PCMAudio, background: [Int16]) -> Double {
        let noise = max(power(of: background[...]), 1)
        let block = max(1, audio.sampleRate / 100)
        let speech = stride(from: 0, to: audio.samples.count - block + 1, by: block).map { start in
            power(of: audio.samples[start..<(start + block)])
        }.filter { $0 > speechAbove * noise }
        guard !speech.isEmpty else { return -.infinity }
        return 10 * log10(max(speech.reduce(0, +) / Double(speech.count) - noise, .leastNonzeroMagnitude) / noise)
    }

    /// A block this many times the background's power (3 dB above it) holds speech.
    static let speechAbove = 2.0

    /// The mean square of `samples`, in sample units squared (0 for none).
    static func power(of samples: ArraySlice<Int16>) -> Double {
        guard !samples.isEmpty else { return 0 }
        return samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)
    }
}
