import CEspeakNG
import Foundation

/// The one espeak-ng instance of the process (the library keeps global state), behind a lock.
///
///     let samples = try Espeak.shared.synthesize("How many ounces?", voice: VoiceStyle.question)
///     Espeak.shared.phonemes(of: "Hydrator")   // ["h", "aI", "d", "r", "'eI", "t#", "3"]
final class Espeak: Sendable {
    static let shared = Espeak()

    private let lock = NSLock()
    /// The rate espeak-ng synthesises at, or nil when it could not start (no voice data).
    private let sampleRate: Int?

    private init() {
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 200, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        sampleRate = rate > 0 ? Int(rate) : nil
        if sampleRate != nil {
            espeak_SetSynthCallback(collectSamples)
        }
    }

    /// espeak-ng's phoneme names for `text` in American English, stress marks included.
    func phonemes(of text: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        guard sampleRate != nil, espeak_SetVoiceByName("en-us") == EE_OK else { return [] }
        var names: [String] = []
        text.withCString { start in
            var cursor: UnsafeRawPointer? = UnsafeRawPointer(start)
            while cursor != nil {
                guard let result = espeak_TextToPhonemes(&cursor, espeakCHARS_UTF8, Int32(UInt8(ascii: "_")) << 8) else { break }
                names += String(cString: result).split(whereSeparator: { $0 == "_" || $0 == " " }).map(String.init)
            }
        }
        return names
    }

    /// `text` spoken in `voice`, as mono samples.
    func synthesize(_ text: String, voice: VoiceStyle) throws(VoiceError) -> PCMAudio {
        try VoiceLibrary.espeak.require()
        lock.lock()
        defer { lock.unlock() }
        guard let sampleRate else { throw VoiceError("espeak-ng cannot start: its voice data is missing (install espeak-ng-data).") }
        guard espeak_SetVoiceByName(voice.name) == EE_OK else {
            throw VoiceError("espeak-ng has no voice “\(voice.name)”; espeak-ng --voices lists them.")
        }
        espeak_SetParameter(espeakRATE, Int32(voice.wordsPerMinute), 0)
        espeak_SetParameter(espeakPITCH, Int32(voice.pitch), 0)
        let sink = SampleSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let status = text.withCString { pointer in
            espeak_Synth(
                pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, box.toOpaque())
        }
        guard status == EE_OK else { throw VoiceError("espeak-ng could not speak “\(text)”.") }
        return PCMAudio(samples: sink.samples, sampleRate: sampleRate)
    }
}

/// Where synthesised samples are collected during one `espeak_Synth` call.
private final class SampleSink {
    var samples: [Int16] = []
}

/// espeak-ng's synthesis callback: appends a buffer to the sink named by the events' user data.
private func collectSamples(_ buffer: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let data = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<SampleSink>.fromOpaque(data).takeUnretainedValue()
    if let buffer, count > 0 { sink.samples.append(contentsOf: UnsafeBufferPointer(start: buffer, count: Int(count))) }
    return 0
}
