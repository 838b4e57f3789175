import Foundation
import HarkEngine

/// An adaptation of the acoustic model to a kind of speaker: a shift of each phone's Gaussian
/// means, then one linear transform of all of them per feature stream (MLLR).
///
///     let model = SpeechModel(folder: folder, adaptation: .espeak)
///     try ModelAdaptation.espeak.arguments(for: model, in: temporaryFolder)   // ["-mean", …, "-mllr", …]
public struct ModelAdaptation: Sendable, Equatable {
    /// The transform, in the text format pocketsphinx's `-mllr` option reads.
    public var transform: String
    /// A line of numbers for each phone codebook and feature stream (codebook by codebook), one
    /// per dimension, added to the means before the transform.
    public var meanShifts: String

    public init(transform: String, meanShifts: String) {
        self.transform = transform
        self.meanShifts = meanShifts
    }

    /// Towards espeak-ng's voices, for pocketsphinx-en-us (`EspeakAdaptation`).
    public static let espeak = ModelAdaptation(transform: EspeakAdaptation.transform, meanShifts: EspeakAdaptation.meanShifts)

    /// The decoder options that apply this adaptation to `model`, with the files they name
    /// (the shifted means, the transform) written into `folder`, made if missing: pocketsphinx
    /// reads them only from files, while the decoder starts.
    func arguments(for model: SpeechModel, in folder: String) throws(VoiceError) -> [String] {
        var means = try GaussianFile(contentsOf: model.acousticModel + "/means")
        try means.shift(by: meanShifts.split(separator: "\n").map { $0.split(separator: " ").compactMap { Float($0) } })
        let meansPath = folder + "/means"
        let transformPath = folder + "/mllr"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try means.data.write(to: URL(fileURLWithPath: meansPath))
            try transform.write(toFile: transformPath, atomically: false, encoding: .utf8)
        } catch {
            throw VoiceError("Hark cannot write the speech model's adaptation to \(folder): \(SystemReason.of(error)).")
        }
        return ["-mean", meansPath, "-mllr", transformPath]
    }
}
