/// One word of the grammar's best path, as `hark hear --json` lists it under "words".
///
///     HeardWord(word: "sixty", confidence: 0.41, seconds: 0.38, isFiller: false, measuredOver: 112..<150)
public struct HeardWord: Sendable, Equatable, Encodable {
    public var word: String
    /// How well the word fits its stretch of sound against free phones there (0...1).
    public var confidence: Double
    public var seconds: Double
    /// Courtesy the grammar allows around a request ("can you", "thank you"), not the request.
    public var isFiller: Bool
    /// The frames (10 ms each) its confidence was measured over: a short word's are widened, so
    /// short words side by side are measured over some of the same sound.
    public var measuredOver: Range<Int>

    private enum Keys: String, CodingKey { case word, confidence, seconds, filler }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(word, forKey: .word)
        try container.encode((confidence * 100).rounded() / 100, forKey: .confidence)
        try container.encode((seconds * 100).rounded() / 100, forKey: .seconds)
        try container.encode(isFiller, forKey: .filler)
    }
}
