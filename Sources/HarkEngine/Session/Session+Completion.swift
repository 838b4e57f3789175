import HarkKit

extension Session {
    /// Words that complete the last word of `line` (the text up to the cursor): phrases and
    /// their slot values at the top level, the answers to the question in flight, commands.
    ///
    ///     session.completions(for: "Log 8 ounces of w")   // ["water"]
    public func completions(for line: String) -> [String] {
        let endsWithSpace = line.last == " "
        var words = line.split(separator: " ").map(String.init)
        let partial = endsWithSpace ? "" : (words.popLast() ?? "")
        if words.isEmpty, partial.hasPrefix(":") {
            var seen: Set<String> = []
            return MetaCommand.all.map { ":\($0.name)" }.filter { $0.hasPrefix(partial.lowercased()) && seen.insert($0).inserted }
        }
        if let choices = commandArguments(after: words.map { $0.lowercased() }) {
            return choices.filter { $0.lowercased().hasPrefix(partial.lowercased()) }
        }
        let sequences = pendingQuestion != nil ? answerSequences() : phraseSequences()
        var found: [String] = []
        for sequence in sequences {
            for word in CompletionSequence.nextWords(sequence, after: words, partial: partial) where !found.contains(word) {
                found.append(word)
            }
        }
        return found.sorted { $0.lowercased() < $1.lowercased() }
    }

    /// What may follow the words of a command: an app after `:open` and `:tips on|off`, a verb
    /// after `:stack` and `:tips`, a widget kind after `:stack add|remove`; nil when not a command.
    private func commandArguments(after words: [String]) -> [String]? {
        switch words {
        case [":open"], [":tips", "on"], [":tips", "off"]: installedApps.map(\.name)
        case [":tips"]: ["on", "off"]
        case [":stack"]: ["add", "remove"]
        case [":stack", "add"], [":stack", "remove"]: installedApps.flatMap { $0.widgets.map(\.kind) }
        default: nil
        }
    }

    /// Whether the question in flight asks for a value kept out of history.
    public var pendingQuestionIsSensitive: Bool {
        guard case .running(let run) = conversation.state, let name = run.question?.parameter else { return false }
        return run.driver.parameters.named(name)?.isSensitive ?? false
    }

    private func answerSequences() -> [[CompletionSequence.Piece]] {
        var answers = ["cancel", "help"]
        if case .running(let run) = conversation.state, let question = run.question {
            switch question {
            case .value(let name, _):
                switch run.driver.parameters.named(name)?.valueKind {
                case .choice(let options): answers += options.flatMap { [$0.title] + $0.synonyms }
                case .boolean: answers += ["yes", "no"]
                default: break
                }
            case .pick(_, let options, _): answers += options.map(\.spokenText)
            case .confirmValue, .confirmIntent, .confirmRequest: answers += ["yes", "no"]
            }
        }
        return answers.map { [.words([$0])] }
    }

    private func phraseSequences() -> [[CompletionSequence.Piece]] {
        index.templates.map { ListeningSentences.pieces(of: $0) }
    }
}

/// A phrase as a sequence of pieces, each a set of word lists, for word-by-word completion.
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
