extension Recognizer {
    /// What the decoder is given: the sound at 16 kHz (its noise suppressed or not, see
    /// `hear`), cut to the speech (`framed`), with a microphone's faint hiss throughout
    /// (`NoiseFloor`).
    static func prepared(_ audio: PCMAudio) -> PCMAudio {
        NoiseFloor.added(to: framed(audio))
    }

    /// The speech with 100 ms either side of the recording's own background (its quietest
    /// 100 ms), whatever silence the recording had: long silences leave the grammar search
    /// without a path, and clips cut tight to the words are heard worse (their first and last
    /// phones have no context). The margins are the recording's background, not silence, so
    /// that the front end's noise estimate starts from the noise the speech is heard in.
    static func framed(_ audio: PCMAudio) -> PCMAudio {
        let block = max(1, audio.sampleRate / 100)
        let levels = stride(from: 0, to: audio.samples.count, by: block).map { start in
            audio.samples[start..<min(start + block, audio.samples.count)].reduce(0) { max($0, abs(Int($1))) }
        }
        let threshold = max((levels.max() ?? 0) / 20, 100)
        let margin = background(of: audio, blocks: 10, of: block)
        guard let first = levels.firstIndex(where: { $0 >= threshold }), let last = levels.lastIndex(where: { $0 >= threshold })
        else { return PCMAudio(samples: margin + margin, sampleRate: audio.sampleRate) }
        let speech = audio.samples[(first * block)..<min((last + 1) * block, audio.samples.count)]
        return PCMAudio(samples: margin + speech + margin, sampleRate: audio.sampleRate)
    }

    /// The `blocks` consecutive blocks of `block` samples with the least energy, or silence
    /// when the recording is shorter.
    static func background(of audio: PCMAudio, blocks: Int, of block: Int) -> [Int16] {
        let length = blocks * block
        let energies = stride(from: 0, to: audio.samples.count - block + 1, by: block).map { start in
            audio.samples[start..<(start + block)].reduce(0.0) { $0 + Double($1) * Double($1) }
        }
        guard energies.count >= blocks else { return [Int16](repeating: 0, count: length) }
        let windows = (0...(energies.count - blocks)).map { energies[$0..<($0 + blocks)].reduce(0, +) }
        let quietest = windows.indices.min { windows[$0] < windows[$1] } ?? 0
        return Array(audio.samples[(quietest * block)..<(quietest * block + length)])
    }
}
