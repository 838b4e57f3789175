import Foundation

/// Where pocketsphinx's US English model lives (Debian's pocketsphinx-en-us).
///
///     let model = try SpeechModel.installed()
public struct SpeechModel: Sendable {
    public var acousticModel: String
    public var dictionary: String
    public var languageModel: String
    /// An MLLR transform of the acoustic model's means (the text pocketsphinx's `-mllr` reads),
    /// or nil for the model as it is.
    public var adaptation: String?

    public init(folder: String, adaptation: String? = nil) {
        acousticModel = folder + "/en-us"
        dictionary = folder + "/cmudict-en-us.dict"
        languageModel = folder + "/en-us.lm.bin"
        self.adaptation = adaptation
    }

    /// The same model with its means moved by `transform` (`SuppressedSpeechAdaptation`).
    func adapted(by transform: String) -> SpeechModel {
        var model = self
        model.adaptation = transform
        return model
    }

    /// The model under /usr/share/pocketsphinx, used as Debian ships it, or an error saying
    /// what to install.
    public static func installed() throws(VoiceError) -> SpeechModel {
        let model = SpeechModel(folder: "/usr/share/pocketsphinx/model/en-us")
        let files = [model.acousticModel + "/mdef", model.dictionary]
        guard files.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) else {
            throw VoiceError("The speech model is missing from /usr/share/pocketsphinx/model/en-us; install pocketsphinx-en-us (make deps).")
        }
        return model
    }
}
