import HarkKit

extension Session {
    /// What can be said now: every installed phrase, with its slot values, and every user
    /// shortcut at the top level; at a question, the answers it accepts and the words that work
    /// at every question. It follows the session: new user shortcuts, entities the apps
    /// reported, the question in flight.
    ///
    ///     session.respond(to: "Hydrate me")
    ///     session.listeningGrammar.sentences   // [[.number], [.words(["cancel"])], …]
    public var listeningGrammar: ListeningGrammar {
        switch conversation.state {
        case .idle:
            return ListeningGrammar(
                sentences: index.templates.map { ListeningSentences.pieces(of: $0, in: catalog) } + [[.words(["help"])]],
                leadingFillers: ListeningSentences.leadingFillers, trailingFillers: ListeningSentences.trailingFillers)
        case .choosingShortcut(let candidates, _, _):
            let names = candidates.map { ShortcutName($0, in: index).description }
            return ListeningSentences.answers(names + ListeningSentences.ordinals(count: candidates.count))
        case .confirmingShortcut:
            return ListeningSentences.answers(UniversalWords.yesWords + UniversalWords.noWords)
        case .running(let run):
            return answers(to: run)
        }
    }

    private func answers(to run: IntentRun) -> ListeningGrammar {
        guard let question = run.question else { return ListeningSentences.answers([]) }
        switch question {
        case .value(let asked, _):
            let parameter = asked.parameter
            switch parameter.valueKind {
            case .integer, .number: return ListeningSentences.answers([], extra: [[ListeningSentences.number(parameter)]])
            case .date: return ListeningSentences.answers(ListeningSentences.days)
            case .boolean: return ListeningSentences.answers(UniversalWords.yesWords + UniversalWords.noWords)
            case .choice(let options): return ListeningSentences.answers(options.flatMap { [$0.title] + $0.synonyms })
            case .text:
                var grammar = ListeningSentences.answers([])
                grammar.acceptsFreeText = true
                return grammar
            case .entity:
                var run = run
                run.enter(turnContext)
                // On purpose: a query that fails gives no names to listen for; the answer heard
                // (or typed) then reaches the same query, whose failure is said in reply.
                let known = (try? parameter.entityQuery?.suggestedEntities(in: run.context)) ?? []
                return ListeningSentences.answers(known.map(\.spokenText))
            }
        case .pick(_, let options, _):
            return ListeningSentences.answers(options.map(\.spokenText) + ListeningSentences.ordinals(count: options.count))
        case .confirmValue, .confirmIntent, .confirmRequest, .readBack:
            return ListeningSentences.answers(UniversalWords.yesWords + UniversalWords.noWords)
        }
    }
}

/// Builds the sentences of a listening grammar from phrases and answers.
enum ListeningSentences {
    /// The answers given, each a sentence, and the words that work at every question.
    static func answers(_ answers: [String], extra: [[ListeningGrammar.Piece]] = []) -> ListeningGrammar {
        let universal = UniversalWords.cancelWords + UniversalWords.helpWords
        return ListeningGrammar(sentences: (answers + universal).map { [.words([$0])] } + extra)
    }

    /// The courtesy listened for before a request. The matcher reads many more fillers in typed
    /// text; each one in a grammar is another sound a recogniser may wrongly hear, so only the
    /// common ones are listened for.
    static let leadingFillers = [
        "hey hark", "ok hark", "okay hark", "hark", "hey", "ok", "okay", "please", "can you", "could you",
        "would you", "will you", "i would like to", "i want to", "i need to", "let us", "go ahead and", "um", "uh", "so",
    ]
    /// The courtesy listened for after a request.
    static let trailingFillers = ["please", "thanks", "thank you", "thx"]

    /// The days a date answer may name: today, tomorrow and the weekdays.
    static let days = ["today", "tomorrow"]
        + ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].flatMap { [$0, "on \($0)"] }

    /// "first", "the second one", "number three"… up to `count` (at most ten), and "the last one".
    static func ordinals(count: Int) -> [String] {
        let names = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        return names.prefix(count).flatMap { [$0, "the \($0) one", "the \($0)"] } + ["the last one"]
    }

    /// A number a parameter takes: from its declared range, or any.
    static func number(_ parameter: (any AnyParameter)?) -> ListeningGrammar.Piece {
        parameter?.wholeNumberRange.map { .numberIn($0) } ?? .number
    }

    /// A phrase template as pieces: its words, the app's names for `{app}`, a slot's spoken
    /// values, or a number (from the parameter's range, when the catalog declares one).
    static func pieces(of template: PhraseTemplate, in catalog: AppCatalog? = nil) -> [ListeningGrammar.Piece] {
        var pieces: [ListeningGrammar.Piece] = []
        for word in template.text.split(separator: " ").map(String.init) {
            guard word.hasPrefix("{"), let close = word.firstIndex(of: "}") else {
                pieces.append(.words([word]))
                continue
            }
            let name = String(word[word.index(after: word.startIndex)..<close])
            let rest = String(word[word.index(after: close)...])
            if name == "app" {
                pieces.append(.words(([template.appName] + template.appSynonyms).map { $0 + rest }))
            } else if case .values(let values)? = template.slots[name] {
                pieces.append(.words(values.flatMap(\.spoken).map { $0 + rest }))
            } else {
                pieces.append(number(catalog?.shortcut(id: template.shortcutID)?.intent.parameters.named(name)))
            }
        }
        return pieces
    }
}
