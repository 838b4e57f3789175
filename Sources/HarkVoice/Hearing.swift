/// What the recogniser made of one recording.
///
///     hearing.words        // "log twelve ounces of water in hydrator", or nil: not caught
///     hearing.confidence   // 0...1; below the recogniser's threshold the words are dropped
public struct Hearing: Sendable, Equatable {
    /// The words heard, or nil when the speech was outside what could be said (or silence).
    public var words: String?
    /// How well the best sentence of the grammar fits the sound, against free speech (0...1).
    public var confidence: Double
    /// Seconds of audio heard.
    public var duration: Double

    public init(words: String?, confidence: Double, duration: Double) {
        self.words = words
        self.confidence = confidence
        self.duration = duration
    }

    /// What Hark says when it did not catch what was said.
    public static let notCaughtReply = "Sorry, I didn't catch that."
}
