import Foundation

/// Where pocketsphinx's US English model lives (Debian's pocketsphinx-en-us).
///
///     let model = try SpeechModel.installed()
public struct SpeechModel: Sendable {
    public var acousticModel: String
    public var dictionary: String
    public var languageModel: String

    public init(folder: String) {
        acousticModel = folder + "/en-us"
        dictionary = folder + "/cmudict-en-us.dict"
        languageModel = folder + "/en-us.lm.bin"
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
