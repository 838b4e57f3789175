/// Which transform of pocketsphinx's US English model the decoder hears with: the model as
/// Debian ships it, or its means moved towards the sound of speech in heavy noise.
enum ModelAdaptation: Hashable {
    /// The model as it is.
    case none
    /// `SuppressedSpeechAdaptation`: a recording whose noise WebRTC took down at its very high level.
    case heavilySuppressed
    /// `RecordedNoisySpeechAdaptation`: that recording heard again as it was recorded, noise and all.
    case recordedInNoise

    /// The transform, in the text format pocketsphinx's `-mllr` option reads.
    var transform: String {
        switch self {
        case .none: Self.identity
        case .heavilySuppressed: SuppressedSpeechAdaptation.transform
        case .recordedInNoise: RecordedNoisySpeechAdaptation.transform
        }
    }

    /// The transform that moves nothing: for each of the model's three feature streams of 13,
    /// the identity matrix, no shift, no scale.
    static let identity: String = {
        let size = 13
        let rows = (0..<size).map { row in (0..<size).map { $0 == row ? "1" : "0" }.joined(separator: " ") }
        let stream = ["\(size)"] + rows + [Array(repeating: "0", count: size).joined(separator: " "),
            Array(repeating: "1", count: size).joined(separator: " ")]
        return (["1", "3"] + Array(repeating: stream, count: 3).joined()).joined(separator: "\n") + "\n"
    }()
}
