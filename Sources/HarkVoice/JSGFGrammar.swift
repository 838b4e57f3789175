import Foundation
import HarkEngine

/// A listening grammar written as JSGF for pocketsphinx, and the words it uses.
///
///     let grammar = JSGFGrammar(session.listeningGrammar)
///     grammar.text    // "#JSGF V1.0;\ngrammar hark;\npublic <utterance> = …"
///     grammar.words   // ["cancel", "hydrator", "log", …]
struct JSGFGrammar: Hashable {
    let text: String
    let words: Set<String>

    init(_ grammar: ListeningGrammar) {
        var words: Set<String> = []
        var usesNumbers = false
        var ranges: Set<ClosedRange<Int>> = []
        func alternatives(_ choices: [String]) -> String? {
            let spoken = Set(Self.spoken(choices))
            guard !spoken.isEmpty else { return nil }
            for choice in spoken { words.formUnion(choice) }
            let sorted = spoken.map { $0.joined(separator: " ") }.sorted()
            return sorted.count == 1 ? sorted[0] : "(" + sorted.joined(separator: " | ") + ")"
        }
        var sentences: Set<String> = []
        for sentence in grammar.sentences {
            var parts: [String] = []
            for piece in sentence {
                switch piece {
                case .number:
                    usesNumbers = true
                    parts.append("<number>")
                case .numberIn(let range) where NumberWords.listable(range):
                    ranges.insert(range)
                    parts.append(Self.ruleName(range))
                case .numberIn:
                    usesNumbers = true
                    parts.append("<number>")
                case .words(let choices):
                    if let part = alternatives(choices) { parts.append(part) }
                }
            }
            if !parts.isEmpty { sentences.insert(parts.joined(separator: " ")) }
        }
        // Fillers are rare: weighted so that a sound inside a sentence is not taken for one.
        var rules = ["public <utterance> = (/0.95/ <NULL> | /0.05/ <before>) <sentence> (/0.95/ <NULL> | /0.05/ <after>);"]
        rules.append("<sentence> = " + (sentences.isEmpty ? "<VOID>" : sentences.sorted().joined(separator: " | ")) + ";")
        rules.append("<before> = " + (alternatives(grammar.leadingFillers) ?? "<NULL>") + ";")
        rules.append("<after> = " + (alternatives(grammar.trailingFillers) ?? "<NULL>") + ";")
        if usesNumbers {
            rules.append(NumberWords.jsgfRules)
            words.formUnion(NumberWords.vocabulary)
        }
        for range in ranges.sorted(by: { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }) {
            let spoken = range.flatMap(NumberWords.spokenForms)
            rules.append("\(Self.ruleName(range)) = " + (alternatives(spoken) ?? "<VOID>") + ";")
        }
        text = "#JSGF V1.0;\ngrammar hark;\n" + rules.joined(separator: "\n") + "\n"
        self.words = words
    }

    /// The rule of the numbers in `range`: `<from1to10>`.
    static func ruleName(_ range: ClosedRange<Int>) -> String {
        "<from\(range.lowerBound)to\(range.upperBound)>"
    }

    /// The recogniser's words for each of `choices`, leaving out those with none.
    static func spoken(_ choices: [String]) -> [[String]] {
        choices.map(tokens).filter { !$0.isEmpty }
    }

    /// The recogniser's words for a phrase: lowercase, letters, digits and apostrophes; a number
    /// written in digits becomes its words ("8" → "eight").
    static func tokens(_ text: String) -> [String] {
        let kept = text.lowercased().map { $0.isLetter || $0.isNumber || $0 == "'" ? $0 : " " }
        return String(kept).split(separator: " ").flatMap { token -> [String] in
            let word = token.trimmingCharacters(in: ["'"])
            if let number = Int(word) { return NumberWords.spell(number).split(separator: " ").map(String.init) }
            return word.isEmpty ? [] : [word]
        }
    }
}
