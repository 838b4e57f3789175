import Foundation

/// Where pocketsphinx's US English model lives (Debian's pocketsphinx-en-us).
///
///     let model = try SpeechModel.installed()
public struct SpeechModel: Sendable {
    public var acousticModel: String
    public var dictionary: String
    public var languageModel: String
    /// How the acoustic model is adapted to the speakers, or nil to use it as it is.
    public var adaptation: ModelAdaptation?

    public init(folder: String, adaptation: ModelAdaptation? = nil) {
        acousticModel = folder + "/en-us"
        dictionary = folder + "/cmudict-en-us.dict"
        languageModel = folder + "/en-us.lm.bin"
        self.adaptation = adaptation
    }

    /// The model under /usr/share/pocketsphinx, adapted to espeak-ng's voices
    /// (`ModelAdaptation.espeak`), or an error saying what to install.
    public static func installed() throws(VoiceError) -> SpeechModel {
        let model = SpeechModel(folder: "/usr/share/pocketsphinx/model/en-us", adaptation: .espeak)
        let files = [model.acousticModel + "/mdef", model.dictionary]
        guard files.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) else {
            throw VoiceError("The speech model is missing from /usr/share/pocketsphinx/model/en-us; install pocketsphinx-en-us (make deps).")
        }
        return model
    }
}
