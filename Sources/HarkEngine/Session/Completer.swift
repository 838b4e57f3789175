import HarkKit

/// Tab completion: the words that may finish the last word of a line. At the top level, the
/// installed phrases with their slot values; at a question, the answers it accepts; after `:`,
/// the meta commands and the words their table says may follow them.
///
///     completer.completions(for: "Log 8 ounces of w")   // ["water"]
///     completer.completions(for: ":stack ")             // ["add", "remove"]
struct Completer {
    let index: PhraseIndex
    let installedApps: [InstalledApp]
    /// The front end's own commands, completed beside the session's.
    let frontEndCommands: [FrontEndCommand]
    /// The conversation as it stands, for the answers to the question in flight.
    let conversation: Conversation

    /// Words that complete the last word of `line` (the text up to the cursor).
    func completions(for line: String) -> [String] {
        let endsWithSpace = line.last == " "
        var words = line.split(separator: " ").map(String.init)
        let partial = endsWithSpace ? "" : (words.popLast() ?? "")
        if words.isEmpty, partial.hasPrefix(":") {
            let names = MetaCommand.Name.allCases.map(\.rawValue) + frontEndCommands.map(\.name)
            return names.map { ":\($0)" }.filter { $0.hasPrefix(partial.lowercased()) }
        }
        if let choices = commandArguments(after: words) {
            return choices.filter { $0.lowercased().hasPrefix(partial.lowercased()) }
        }
        let sequences = conversation.pendingQuestion != nil ? answerSequences() : phraseSequences()
        var found: [String] = []
        for sequence in sequences {
            for word in CompletionSequence.nextWords(sequence, after: words, partial: partial) where !found.contains(word) {
                found.append(word)
            }
        }
        return found.sorted { $0.lowercased() < $1.lowercased() }
    }

    /// What may follow the words of a meta command, as its table says; nil when not a command.
    private func commandArguments(after words: [String]) -> [String]? {
        guard let first = words.first, let typed = MetaCommand(first) else { return nil }
        if let own = frontEndCommands.first(where: { $0.name == typed.name }) {
            return words.count == 1 && !own.words.isEmpty ? own.words : nil
        }
        guard let command = typed.known else { return nil }
        switch command.words(after: words.dropFirst().map { $0.lowercased() }) {
        case .fixed(let words)?: return words
        case .apps?: return installedApps.map(\.name)
        case .widgetKinds?: return installedApps.flatMap { $0.widgets.map(\.kind) }
        case nil: return nil
        }
    }

    private func answerSequences() -> [[CompletionSequence.Piece]] {
        var answers = ["cancel", "help"]
        if case .running(let run) = conversation.state, let question = run.question {
            switch question {
            case .value(let asked, _):
                switch asked.parameter.valueKind {
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
