/// A phrase as a sequence of pieces, each a set of word lists, for word-by-word completion.
///
///     CompletionSequence.nextWords([.words(["Log"]), .number, .words(["ounces"])], after: ["Log", "8"], partial: "o")
///     // ["ounces"]
enum CompletionSequence {
    typealias Piece = ListeningGrammar.Piece

    /// The words that may follow `typed` in the sequence and begin with `partial`.
    static func nextWords(_ pieces: [Piece], after typed: [String], partial: String) -> [String] {
        var results: [String] = []
        walk(pieces[...], typed[...], partial.lowercased(), &results)
        return results
    }

    private static func walk(_ pieces: ArraySlice<Piece>, _ typed: ArraySlice<String>, _ partial: String, _ results: inout [String]) {
        guard let piece = pieces.first else { return }
        switch piece {
        case .number, .numberIn:
            if let word = typed.first {
                if Int(word) != nil || word.allSatisfy(\.isLetter) { walk(pieces.dropFirst(), typed.dropFirst(), partial, &results) }
            } else if partial.isEmpty || partial.allSatisfy(\.isNumber) {
                return
            }
        case .words(let alternatives):
            for alternative in alternatives {
                let words = alternative.split(separator: " ").map(String.init)
                let matched = zip(words, typed).prefix { $0.lowercased() == $1.lowercased() }.count
                if matched == words.count {
                    walk(pieces.dropFirst(), typed.dropFirst(words.count), partial, &results)
                } else if matched == typed.count, words[matched].lowercased().hasPrefix(partial) {
                    results.append(words[matched])
                }
            }
        }
    }
}
