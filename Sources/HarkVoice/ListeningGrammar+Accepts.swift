import HarkEngine

extension ListeningGrammar {
    /// Whether the recogniser could hear `words` with this grammar: one of its sentences, with a
    /// leading and a trailing filler allowed, in the words `JSGFGrammar` gives pocketsphinx.
    ///
    ///     grammar.accepts(["log", "sixteen", "ounces", "of", "water", "in", "hydrator"])   // true
    func accepts(_ words: [String]) -> Bool {
        let leading = [[]] + leadingFillers.map(JSGFGrammar.tokens)
        let trailing = Set([[]] + trailingFillers.map(JSGFGrammar.tokens))
        return leading.contains { before in
            words.starts(with: before)
                && sentences.contains { sentence in
                    Self.ends(of: sentence[...], in: words, from: before.count).contains { trailing.contains(Array(words[$0...])) }
                }
        }
    }

    /// Every position in `words` where `pieces`, begun at `start`, can end.
    private static func ends(of pieces: ArraySlice<Piece>, in words: [String], from start: Int) -> Set<Int> {
        guard let piece = pieces.first else { return [start] }
        var ends: Set<Int> = []
        for choice in spokenChoices(of: piece) where words[start...].starts(with: choice) {
            ends.formUnion(Self.ends(of: pieces.dropFirst(), in: words, from: start + choice.count))
        }
        return ends
    }

    /// The word sequences a piece can be said as.
    private static func spokenChoices(of piece: Piece) -> [[String]] {
        switch piece {
        case .words(let choices):
            let spoken = JSGFGrammar.spoken(choices)
            return spoken.isEmpty ? [[]] : spoken
        case .numberIn(let range) where NumberWords.listable(range):
            return range.flatMap(NumberWords.spokenForms).map(JSGFGrammar.tokens)
        case .number, .numberIn:
            return NumberWords.everySpokenForm
        }
    }
}
