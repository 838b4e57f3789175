/// A turn heard rather than typed: the words the recogniser settled on, each with how sure it
/// was of it. The session reads the words as it reads a typed line, and reads a consequential
/// request back before it runs (see `ReadBack`).
///
///     let turn = SpokenTurn([("pay", 0.98), ("sixty", 0.41), …])
///     session.respond(to: turn)   // […, .ask("Pay 60 dollars at the pharmacy with your debit card in Wallet?")]
public struct SpokenTurn: Sendable, Equatable {
    /// One word heard and the recogniser's confidence in it (0...1).
    public struct Word: Sendable, Equatable {
        public var text: String
        public var confidence: Double

        public init(_ text: String, confidence: Double) {
            self.text = text
            self.confidence = confidence
        }
    }

    public var words: [Word]

    public init(_ words: [Word]) {
        self.words = words
    }

    /// Words and their confidences, in order.
    public init(_ words: [(String, Double)]) {
        self.words = words.map { Word($0.0, confidence: $0.1) }
    }

    /// The words as one line, as the session reads a typed one.
    public var text: String { words.map(\.text).joined(separator: " ") }

    /// Below this confidence a number heard is read back before any intent runs with it.
    public static let sureNumber = 0.7

    /// Whether a number word was heard with less confidence than `sureNumber`.
    var hasUnsureNumber: Bool {
        words.contains { $0.confidence < Self.sureNumber && Self.isNumberWord($0.text) }
    }

    /// "sixty", "hundred", "12": a word that says (part of) a number; not "a" or "and".
    static func isNumberWord(_ word: String) -> Bool {
        let word = word.lowercased()
        if !word.isEmpty, word.allSatisfy(\.isNumber) { return true }
        return NumberParser.numberWords.contains(word) && !["a", "and"].contains(word)
    }
}
