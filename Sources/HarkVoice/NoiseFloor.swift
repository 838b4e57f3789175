/// A microphone's own faint hiss, added to a recording: synthesised and gated audio holds
/// stretches of digital silence, which no microphone delivers and the acoustic model fits badly
/// (a clip heard clean was missed where the same clip with noise was caught).
///
///     let audio = NoiseFloor.added(to: framed)
enum NoiseFloor {
    /// The hiss's RMS in 16-bit sample units: about 70 dB below full scale.
    static let level = 10.0

    /// `audio` with the hiss added (the same hiss each time: the generator starts from one seed).
    static func added(to audio: PCMAudio) -> PCMAudio {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let width = level * 3.0.squareRoot()
        let samples = audio.samples.map { sample -> Int16 in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let uniform = Double(state >> 11) / Double(1 << 53) * 2 - 1
            return Int16(max(-32_768, min(32_767, (Double(sample) + uniform * width).rounded())))
        }
        return PCMAudio(samples: samples, sampleRate: audio.sampleRate)
    }
}
