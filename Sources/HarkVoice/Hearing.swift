import HarkEngine

/// What the recogniser made of one recording.
///
///     hearing.words        // "log twelve ounces of water in hydrator", or nil: not caught
///     hearing.confidence   // 0...1; below the recogniser's threshold the words are dropped
///     hearing.path         // the best sentence word by word, each with its own confidence
public struct Hearing: Sendable, Equatable {
    /// The words heard, or nil when the speech was outside what could be said (or silence).
    public var words: String?
    /// How well the best sentence of the grammar fits the sound, against free speech (0...1).
    public var confidence: Double
    /// Seconds of audio heard.
    public var duration: Double
    /// The grammar's best sentence word by word, also when it was not taken (empty when there
    /// was none, or for free text).
    public var path: [HeardWord]
    /// Why a sentence the grammar found was not taken as what was said (`FreeSpeechCheck`).
    public var rejection: Rejection?

    /// Why a best path that fitted well enough overall is still not taken.
    public enum Rejection: String, Sendable, Equatable, Encodable {
        /// More than one word fits its sound much worse than free speech does.
        case weakWords = "weak words"
    }

    public init(words: String?, confidence: Double, duration: Double, path: [HeardWord] = [], rejection: Rejection? = nil) {
        self.words = words
        self.confidence = confidence
        self.duration = duration
        self.path = path
        self.rejection = rejection
    }

    /// The turn the session is given: the words with the confidence of each (1 for free text,
    /// which has no path), or nil when nothing was caught.
    public var turn: SpokenTurn? {
        guard let words else { return nil }
        let spoken = words.split(separator: " ").map(String.init)
        let confidences = path.count == spoken.count ? path.map(\.confidence) : spoken.map { _ in 1.0 }
        return SpokenTurn(zip(spoken, confidences).map { SpokenTurn.Word($0, confidence: $1) })
    }

    /// What Hark says when it did not catch what was said.
    public static let notCaughtReply = "Sorry, I didn't catch that."
}
