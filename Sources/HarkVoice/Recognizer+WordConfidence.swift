import Foundation
import HarkEngine

extension Recognizer {
    /// The words of the grammar's best path, each with its own confidence and whether it is
    /// courtesy around the request.
    static func heardWords(grammar best: Decoded, free: Decoded?, fillers grammar: ListeningGrammar) -> [HeardWord] {
        let segments = best.segments.filter { !$0.entry.isEmpty && isWord($0.entry) }
        let words = segments.map { withoutAlternateMark($0.entry) }
        let leading = courtesyLength(of: words, among: grammar.leadingFillers, atEnd: false)
        let trailing = courtesyLength(of: words, among: grammar.trailingFillers, atEnd: true)
        return segments.indices.map { index in
            HeardWord(
                word: words[index], confidence: wordConfidence(segments[index], free: free),
                seconds: Double(segments[index].frames) / 100,
                isFiller: index < leading || index >= max(leading, words.count - trailing))
        }
    }

    /// A word's acoustic fit against the free phones' over the same frames (a phone that
    /// straddles the word counts for the part inside), per frame, squashed as the utterance's is.
    static func wordConfidence(_ word: Segment, free: Decoded?) -> Double {
        guard let free, word.frames > 0 else { return 1 }
        let end = word.start + word.frames
        let freeScore = free.segments.reduce(0.0) { total, phone in
            let overlap = min(end, phone.start + phone.frames) - max(word.start, phone.start)
            guard overlap > 0, phone.frames > 0 else { return total }
            return total + Double(phone.acousticScore) * Double(overlap) / Double(phone.frames)
        }
        return squashed((Double(word.acousticScore) - freeScore) / Double(word.frames))
    }

    /// A loss per frame against free phones as a confidence in 0...1 (`confidenceOffset` → 0.5).
    static func squashed(_ perFrame: Double) -> Double {
        1 / (1 + exp(-(perFrame + confidenceOffset) / confidenceScale))
    }

    /// How many words at the start (or the end) of `words` are the longest of `fillers`.
    private static func courtesyLength(of words: [String], among fillers: [String], atEnd: Bool) -> Int {
        fillers.map(JSGFGrammar.tokens).filter { filler in
            filler.count < words.count && (atEnd ? words.suffix(filler.count).elementsEqual(filler) : words.starts(with: filler))
        }.map(\.count).max() ?? 0
    }
}
