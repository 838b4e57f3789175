import CALSA
import CEspeakNG
import CPocketSphinx
import CWebRTC

/// The shared libraries voice needs. They are opened on first use, not at start-up (see
/// Package.swift), so `hark` starts fast and works without them; a voice feature checks its
/// library first and says in one sentence what is missing.
///
///     try VoiceLibrary.pocketsphinx.require()   // throws when libpocketsphinx cannot be opened
enum VoiceLibrary {
    case pocketsphinx, webrtc, espeak, alsa

    /// Opens the library if need be; throws, naming the library and its package, when it cannot be.
    func require() throws(VoiceError) {
        guard let problem = problem() else { return }
        throw VoiceError("\(feature) needs \(file), which cannot be loaded (\(String(cString: problem))); install the \(package) package.")
    }

    private func problem() -> UnsafePointer<CChar>? {
        switch self {
        case .pocketsphinx: hark_pocketsphinx_problem()
        case .webrtc: hark_webrtc_problem()
        case .espeak: hark_espeak_problem()
        case .alsa: hark_alsa_problem()
        }
    }

    private var feature: String {
        switch self {
        case .pocketsphinx: "Speech recognition"
        case .webrtc: "Noise suppression"
        case .espeak: "Speech synthesis"
        case .alsa: "Sound input and output"
        }
    }

    private var file: String {
        switch self {
        case .pocketsphinx: "libpocketsphinx.so.3"
        case .webrtc: "libwebrtc_audio_processing.so.1"
        case .espeak: "libespeak-ng.so.1"
        case .alsa: "libasound.so.2"
        }
    }

    private var package: String {
        switch self {
        case .pocketsphinx: "libpocketsphinx3"
        case .webrtc: "libwebrtc-audio-processing1"
        case .espeak: "libespeak-ng1"
        case .alsa: "libasound2"
        }
    }
}
