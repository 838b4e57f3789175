import CSpeexDSP

/// speexdsp's preprocessor, run over the sound before it is recognised: it estimates the noise
/// floor as it goes and takes it out of each 20 ms frame (spectral subtraction), so that steady
/// noise (a fan, a hum, hiss) reaches the recogniser quieter.
///
///     let quieter = try NoiseSuppressor.suppressed(audio.resampled(to: 16_000))
enum NoiseSuppressor {
    /// How far the noise is taken down, in dB (speexdsp's default is -15).
    static let suppression: Int32 = -15

    static func suppressed(_ audio: PCMAudio) throws(VoiceError) -> PCMAudio {
        try VoiceLibrary.speexdsp.require()
        let frame = audio.sampleRate / 50
        guard frame > 0, let state = speex_preprocess_state_init(Int32(frame), Int32(audio.sampleRate)) else {
            return audio
        }
        defer { speex_preprocess_state_destroy(state) }
        var on: Int32 = 1
        var level = suppression
        _ = speex_preprocess_ctl(state, SPEEX_PREPROCESS_SET_DENOISE, &on)
        _ = speex_preprocess_ctl(state, SPEEX_PREPROCESS_SET_NOISE_SUPPRESS, &level)
        var samples = audio.samples + [Int16](repeating: 0, count: (frame - audio.samples.count % frame) % frame)
        samples.withUnsafeMutableBufferPointer { buffer in
            for start in stride(from: 0, to: buffer.count, by: frame) {
                _ = speex_preprocess_run(state, buffer.baseAddress! + start)
            }
        }
        return PCMAudio(samples: Array(samples.prefix(audio.samples.count)), sampleRate: audio.sampleRate)
    }
}
