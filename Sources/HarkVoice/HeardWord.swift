/// One word of the grammar's best path, as `hark hear --json` lists it under "words".
///
///     HeardWord(word: "sixty", confidence: 0.41, seconds: 0.38, isFiller: false)
public struct HeardWord: Sendable, Equatable, Encodable {
    public var word: String
    /// How well the word fits its stretch of sound against free phones there (0...1).
    public var confidence: Double
    public var seconds: Double
    /// Courtesy the grammar allows around a request ("can you", "thank you"), not the request.
    public var isFiller: Bool

    private enum Keys: String, CodingKey { case word, confidence, seconds, filler }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(word, forKey: .word)
        try container.encode((confidence * 100).rounded() / 100, forKey: .confidence)
        try container.encode((seconds * 100).rounded() / 100, forKey: .seconds)
        try container.encode(isFiller, forKey: .filler)
    }
}
