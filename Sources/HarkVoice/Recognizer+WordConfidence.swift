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
                isFiller: index < leading || index >= max(leading, words.count - trailing),
                measuredOver: stretch(of: segments[index], in: best))
        }
    }

    /// A word's acoustic fit against the free phones' over the same stretch of sound, per frame,
    /// squashed as the utterance's is. The stretch is the word's frames widened to at least
    /// `shortestStretch` frames: the two paths place the edges of a short word differently.
    static func wordConfidence(_ word: Segment, grammar: Decoded, free: Decoded?) -> Double {
        let frames = stretch(of: word, in: grammar)
        guard let free, word.frames > 0, !frames.isEmpty else { return 1 }
        let loss = score(of: grammar, from: frames.lowerBound, to: frames.upperBound)
            - score(of: free, from: frames.lowerBound, to: frames.upperBound)
        return squashed(loss / Double(frames.count))
    }

    /// The frames a word's confidence is measured over: its own, widened evenly to
    /// `shortestStretch` when it is shorter, within the decoded sound.
    static func stretch(of word: Segment, in grammar: Decoded) -> Range<Int> {
        let widen = max(0, (shortestStretch - word.frames) / 2)
        let start = max(0, word.start - widen)
        return start..<max(start, min(grammar.frames, word.start + word.frames + widen))
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
