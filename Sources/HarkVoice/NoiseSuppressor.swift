import CWebRTC

/// WebRTC's noise suppression, for a recording made in noise: it learns the steady noise (a
/// fan, a hum, hiss) and takes it out of each 10 ms frame before the speech is framed and
/// recognised. A recording whose background is not clearly above the noise floor Hark adds
/// (`NoiseFloor`) is left exactly as it is; the noisier a recording is for its speech (see
/// `level(for:)`), the harder its noise is taken down.
///
///     let recorded = audio.resampled(to: 16_000)
///     let quieted = try NoiseSuppressor.suppression(of: recorded, recordedAs: audio)?.audio ?? recorded
enum NoiseSuppressor {
    /// A background this many times the noise floor's RMS (20 dB above it) is noise; one below
    /// it is as quiet as the floor the recogniser is given anyway.
    static let noisyRatio = 10.0

    /// `audio` (a recording at the recognition rate) with its noise suppressed when its
    /// background (its quietest 100 ms, as `Recognizer.framed` finds it) is noisy, at the level
    /// `original` (the same recording at its own rate) calls for (`level(for:)`), and that
    /// level; nil when it is not noisy, and then nothing else is measured: most recordings are
    /// quiet.
    static func suppression(of audio: PCMAudio, recordedAs original: PCMAudio) throws(VoiceError) -> (audio: PCMAudio, level: Level)? {
        let background = Recognizer.background(of: audio, blocks: 10, of: max(1, audio.sampleRate / 100))
        guard rms(of: background) >= NoiseFloor.level * noisyRatio else { return nil }
        // A recording made at the recognition rate (the microphone's) has that background already.
        let level = original.sampleRate == audio.sampleRate
            ? level(forSignalToNoise: signalToNoise(of: original, background: background)) : level(for: original)
        return (try suppressed(audio, leadIn: background, level: level), level)
    }

    /// `audio` run through WebRTC at `level` after a lead-in of its background five times
    /// over, which is dropped afterwards: WebRTC learns the noise from the first frames, and
    /// without the lead-in it took the first words for noise.
    static func suppressed(_ audio: PCMAudio, leadIn background: [Int16], level: Level) throws(VoiceError) -> PCMAudio {
        try VoiceLibrary.webrtc.require()
        let repeated = PCMAudio(samples: Array(repeatElement(background, count: 5).joined()), sampleRate: audio.sampleRate)
        let lead = NoiseFloor.added(to: repeated).samples
        var samples = lead + audio.samples
        let status = samples.withUnsafeMutableBufferPointer { buffer in
            hark_webrtc_suppress_noise(buffer.baseAddress, buffer.count, Int32(audio.sampleRate), level.rawValue)
        }
        guard status == 0 else { throw VoiceError("WebRTC's noise suppression failed (error \(status)).") }
        return PCMAudio(samples: Array(samples.dropFirst(lead.count)), sampleRate: audio.sampleRate)
    }

    /// The root mean square of `samples`, in sample units (0 for none).
    static func rms(of samples: [Int16]) -> Double {
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
    }
}
