import CALSA
import Foundation

/// The sound card, through ALSA's "default" device: plays replies, records what is said.
///
///     try AudioDevice.play(audio)
///     let microphone = try AudioDevice.microphone()      // fails in one sentence when there is none
///     let said = try microphone.recordUtterance()         // from the first sound to the pause after it
public enum AudioDevice {
    /// Opens the output device and closes it again: a sentence naming why there is none.
    public static func checkOutput() throws(VoiceError) {
        snd_pcm_close(try open(SND_PCM_STREAM_PLAYBACK, rate: 16_000, purpose: "No audio output device"))
    }

    /// Plays mono audio and returns when it has been heard.
    public static func play(_ audio: PCMAudio) throws(VoiceError) {
        let pcm = try open(SND_PCM_STREAM_PLAYBACK, rate: audio.sampleRate, purpose: "No audio output device")
        defer { snd_pcm_close(pcm) }
        var offset = 0
        while offset < audio.samples.count {
            let written = audio.samples[offset...].withUnsafeBufferPointer { buffer in
                snd_pcm_writei(pcm, buffer.baseAddress, snd_pcm_uframes_t(buffer.count))
            }
            if written < 0 {
                guard snd_pcm_recover(pcm, Int32(written), 1) == 0 else {
                    throw VoiceError("The audio output device failed: \(String(cString: snd_strerror(Int32(written)))).")
                }
                continue
            }
            offset += Int(written)
        }
        snd_pcm_drain(pcm)
    }

    /// The capture device, opened at 16 kHz mono.
    public static func microphone() throws(VoiceError) -> Microphone {
        Microphone(pcm: try open(SND_PCM_STREAM_CAPTURE, rate: PCMAudio.recognitionRate, purpose: "No microphone"))
    }

    static func open(_ stream: snd_pcm_stream_t, rate: Int, purpose: String) throws(VoiceError) -> OpaquePointer {
        try VoiceLibrary.alsa.require()
        hark_alsa_quiet()
        var handle: OpaquePointer?
        let opened = snd_pcm_open(&handle, "default", stream, 0)
        guard opened == 0, let pcm = handle else {
            throw VoiceError("\(purpose) was found (ALSA: \(String(cString: snd_strerror(opened)))).")
        }
        let configured = snd_pcm_set_params(pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(rate), 1, 200_000)
        guard configured == 0 else {
            snd_pcm_close(pcm)
            throw VoiceError("\(purpose) takes 16-bit mono sound (ALSA: \(String(cString: snd_strerror(configured)))).")
        }
        return pcm
    }
}

/// An open capture device that records one utterance at a time, by voice activity: it starts
/// at the first sound clearly louder than the room and ends at the first pause after it.
public final class Microphone {
    private let pcm: OpaquePointer
    /// 30 ms blocks, the unit of the voice-activity decision.
    private static let blockSamples = PCMAudio.recognitionRate * 30 / 1000

    init(pcm: OpaquePointer) { self.pcm = pcm }
    deinit { snd_pcm_close(pcm) }

    /// Records until `pause` seconds of quiet follow speech, or `longest` seconds have passed.
    public func recordUtterance(pause: Double = 0.8, longest: Double = 10) throws(VoiceError) -> PCMAudio {
        snd_pcm_drop(pcm)
        snd_pcm_prepare(pcm)
        var kept: [Int16] = []
        var floor: Double?
        var quietBlocks = 0
        var heardSpeech = false
        let blocksPerSecond = Double(PCMAudio.recognitionRate) / Double(Self.blockSamples)
        for _ in 0..<Int(longest * blocksPerSecond) {
            let block = try read()
            let level = Self.rms(block)
            let noise = floor ?? level
            let loud = level > max(noise * 3, 300)
            if !heardSpeech {
                floor = 0.9 * noise + 0.1 * level
                kept = Array((kept + block).suffix(Self.blockSamples * 10))  // 300 ms before the speech
                heardSpeech = loud
                continue
            }
            kept += block
            quietBlocks = loud ? 0 : quietBlocks + 1
            if Double(quietBlocks) >= pause * blocksPerSecond { break }
        }
        return PCMAudio(samples: heardSpeech ? kept : [], sampleRate: PCMAudio.recognitionRate)
    }

    private func read() throws(VoiceError) -> [Int16] {
        var block = [Int16](repeating: 0, count: Self.blockSamples)
        var filled = 0
        while filled < block.count {
            let got = block[filled...].withUnsafeMutableBufferPointer { buffer in
                snd_pcm_readi(pcm, buffer.baseAddress, snd_pcm_uframes_t(buffer.count))
            }
            if got < 0 {
                guard snd_pcm_recover(pcm, Int32(got), 1) == 0 else {
                    throw VoiceError("The microphone failed: \(String(cString: snd_strerror(Int32(got)))).")
                }
                continue
            }
            filled += Int(got)
        }
        return block
    }

    private static func rms(_ block: [Int16]) -> Double {
        guard !block.isEmpty else { return 0 }
        return (block.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(block.count)).squareRoot()
    }
}
