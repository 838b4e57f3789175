/// What a person can say to Hark at this moment, for a speech recogniser to listen for.
///
///     session.listeningGrammar.sentences
///     // [[.words(["log"]), .number, .words(["ounces"]), .words(["of"]), .words(["water", "h2o", …]), …], …]
///
/// Each sentence is a sequence of pieces; a piece is one of several word sequences, or a whole
/// number. Fillers are what Hark ignores around a request ("please", "hey hark", "thanks").
/// A recogniser that hears something outside these sentences should say it did not catch it
/// rather than force it onto the nearest sentence.
public struct ListeningGrammar: Sendable, Hashable {
    public enum Piece: Sendable, Hashable {
        /// One of these word sequences ("water", "h2o", "green tea").
        case words([String])
        /// A whole number, said as words.
        case number
        /// A whole number from a declared range (a parameter's `inclusiveRange`), said as words.
        case numberIn(ClosedRange<Int>)
    }

    public var sentences: [[Piece]]
    /// Said before a sentence, and ignored ("please", "hey hark").
    public var leadingFillers: [String]
    /// Said after a sentence, and ignored ("thanks").
    public var trailingFillers: [String]
    /// Whether the question takes free text, which no closed grammar can hold.
    public var acceptsFreeText: Bool

    public init(
        sentences: [[Piece]], leadingFillers: [String] = [], trailingFillers: [String] = [], acceptsFreeText: Bool = false
    ) {
        self.sentences = sentences
        self.leadingFillers = leadingFillers
        self.trailingFillers = trailingFillers
        self.acceptsFreeText = acceptsFreeText
    }

    /// Every word the sentences and fillers use, numbers aside, lowercased.
    public var words: Set<String> {
        var words: Set<String> = []
        for piece in sentences.joined() {
            if case .words(let choices) = piece {
                for choice in choices { words.formUnion(choice.split(separator: " ").map { $0.lowercased() }) }
            }
        }
        for filler in leadingFillers + trailingFillers {
            words.formUnion(filler.split(separator: " ").map { $0.lowercased() })
        }
        return words
    }
}
