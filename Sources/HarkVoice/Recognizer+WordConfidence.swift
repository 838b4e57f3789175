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
                word: words[index], confidence: wordConfidence(segments[index], grammar: best, free: free),
                seconds: Double(segments[index].frames) / 100,
                isFiller: index < leading || index >= max(leading, words.count - trailing))
        }
    }

    /// A word's acoustic fit against the free phones' over the same stretch of sound, per frame,
    /// squashed as the utterance's is. The stretch is the word's frames widened to at least
    /// `shortestStretch` frames: the two paths place the edges of a short word differently.
    static func wordConfidence(_ word: Segment, grammar: Decoded, free: Decoded?) -> Double {
        guard let free, word.frames > 0 else { return 1 }
        let widen = max(0, (shortestStretch - word.frames) / 2)
        let start = max(0, word.start - widen)
        let end = min(grammar.frames, word.start + word.frames + widen)
        guard end > start else { return 1 }
        return squashed((score(of: grammar, from: start, to: end) - score(of: free, from: start, to: end)) / Double(end - start))
    }

    /// The frames a word's confidence is measured over, at least.
    static let shortestStretch = 30

    /// The acoustic score of `decoded` between two frames, a segment straddling an edge counted
    /// for its part inside.
    private static func score(of decoded: Decoded, from start: Int, to end: Int) -> Double {
        decoded.segments.reduce(0.0) { total, segment in
            let overlap = min(end, segment.start + segment.frames) - max(start, segment.start)
            guard overlap > 0, segment.frames > 0 else { return total }
            return total + Double(segment.acousticScore) * Double(overlap) / Double(segment.frames)
        }
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
