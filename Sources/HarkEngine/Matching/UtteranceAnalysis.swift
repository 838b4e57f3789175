/// An utterance as a person would hear it, before it is matched: the words of the request, and
/// what was read around them (fillers, a request frame, negation or a question, context).
///
///     "Alexa, get me a coffee in Hydrator thanks" → tokens ["a", "coffee", "in", "hydrator"],
///     fillers ["alexa", "thanks"], frame ["get", "me"]
public struct UtteranceAnalysis: Sendable, Hashable {
    /// The words matched against the phrases.
    var tokens: [String]
    /// The words this analysis was made from (lowercased, contractions expanded).
    var heardWords: [String] = []
    /// Wake words, courtesy, hesitations and time words read as filler.
    public var fillers: [String] = []
    /// A request frame said instead of a verb ("get me", "I need").
    public var frame: [String] = []
    /// Negation, a question, the past or a hypothetical: nothing runs.
    public var notACommand: NotACommand?
    /// Other clauses, read as context around the command ("I'm out of the door").
    var contextClauses: [[String]] = []
    /// The words of the context's clauses.
    public var context: [String] { contextClauses.flatMap { $0 } }
    /// "it" or "that" read as a value named in the context: ("it", "coffee").
    public var pronoun: Pronoun?
    /// Words read as other words: "logout" → "log out", "starting" → "start", "Medi tator" → "meditator".
    public var rewritten: [String: String] = [:]
    /// Said tersely, as the app's name and keywords ("meditator stats", "latte hydrator"): the
    /// phrase's verb and other words left out cost less.
    public var isTerse = false
    /// A word was read as one the person may have meant (a homophone for a number, "2" for "to",
    /// an app's name heard split): a consequential shortcut is asked about before it runs.
    public var isReadLoosely = false

    public struct Pronoun: Sendable, Hashable {
        public var word: String
        public var value: String
    }
}

/// Splits an utterance into the clauses a person would hear, and analyses each.
struct UtteranceAnalyser {
    let registry: CompiledRegistry

    /// The whole utterance, heard as one request.
    func analyse(_ text: String) -> UtteranceAnalysis {
        analyse(words: Self.words(of: text))
    }

    /// Each run of clauses short of the whole as a command, with the clauses around it as context
    /// (and "it"/"that" read as a value named before it): "hey, before I forget, | log a cup of
    /// green tea in Hydrator | , I had it with lunch". The first four clauses may start a run.
    /// None when there is one clause.
    /// A clause that only names an app ("Movara, we're not moving after all, cancel the van")
    /// addresses it: every run is said to that app.
    func clauseAnalyses(_ clauses: [[String]]) -> [UtteranceAnalysis] {
        guard clauses.count > 1 else { return [] }
        let address = clauses.first.flatMap { isAddress($0) ? $0 : nil } ?? []
        var heard: [UtteranceAnalysis] = []
        // With an address, the runs from the second clause are those from the first.
        for start in clauses.indices.prefix(4) where !(start == 1 && !address.isEmpty) {
            for end in (start + 1)...clauses.count where !(start == 0 && end == clauses.count) {
                let addressed = start > 0 ? address : []
                let clausesBefore = clauses[(addressed.isEmpty ? 0 : 1)..<start]
                let before = clausesBefore.flatMap { $0 }
                let said = addressed + clauses[start..<end].flatMap { $0 }
                var analysis = analyse(words: said)
                analysis.contextClauses = Array(clausesBefore + clauses[end...])
                analysis.isTerse = analysis.isTerse || isTerse(analysis.tokens, besideContext: !analysis.context.isEmpty)
                heard.append(analysis)
                if start > 0, var resolved = resolvingPronoun(in: said, context: before) {
                    // The value "it" stands for comes from before; values may follow too.
                    resolved.contextClauses = analysis.contextClauses
                    heard.append(resolved)
                }
            }
        }
        return heard
    }

    /// Whether `clause` is an app's name and nothing else but greetings ("hey Movara").
    func isAddress(_ clause: [String]) -> Bool {
        let name = Politeness.strip(clause)
        return !name.isEmpty && registry.appNameLength(at: 0, in: name) == name.count
    }

    /// The clause with "it", "that" or "one" replaced by the last value named in `context`; its
    /// own context is for the caller to set.
    private func resolvingPronoun(in words: [String], context: [String]) -> UtteranceAnalysis? {
        guard let place = words.firstIndex(where: { ["it", "that", "one", "them"].contains($0) }) else { return nil }
        let contextTokens = analyse(words: context).tokens + context
        var end = contextTokens.count
        while end > 0, !isValueWord(contextTokens[end - 1]) { end -= 1 }
        guard end > 0 else { return nil }
        var start = end - 1
        while start > 0, isValueWord(contextTokens[start - 1]) { start -= 1 }
        let value = Array(contextTokens[start..<end])
        var replaced = words
        replaced.replaceSubrange(place...place, with: value)
        var analysis = analyse(words: replaced)
        analysis.pronoun = UtteranceAnalysis.Pronoun(word: words[place], value: value.joined(separator: " "))
        return analysis
    }

    /// Whether `word` may be a value "it" stands for: a word of a value, but no small word and no
    /// "not" (of "not working"), which would turn "cancel that appointment" into a negation.
    private func isValueWord(_ word: String) -> Bool {
        guard let id = registry.words.id(of: word) else { return false }
        let facts = registry.wordFacts[Int(id)]
        return facts.isValueWord && !facts.isNegation && !SmallWords.contains(word)
    }

    /// Hears one run of words (lowercased, contractions expanded); without `readingSignals`,
    /// negation and question words are left in, as words of the request.
    func analyse(words raw: [String], readingSignals: Bool = true) -> UtteranceAnalysis {
        var analysis = UtteranceAnalysis(tokens: [], heardWords: raw)
        var words = EverydayWords.rewrite(raw)
        words = EverydayWords.readingPhrases(words)
        words = fixingWordShapes(words, noting: &analysis.rewritten, loosely: &analysis.isReadLoosely)
        words = Politeness.withoutCourtesyInside(words, noting: &analysis.fillers)
        words = withoutLightVerbs(words, noting: &analysis.fillers)
        let courteous = Politeness.kept(words)
        analysis.fillers = Array(words[..<courteous.lowerBound]) + analysis.fillers
        var trailingFillers = Array(words[courteous.upperBound...])
        words = Array(words[courteous])
        setFrameAside(in: &words, of: &analysis)
        if readingSignals {
            let appName = words.isEmpty ? 0 : registry.appNameLength(at: 0, in: words) ?? 0
            let addressesApp = words.count > 2 && registry.appNameLength(at: 1, in: words) != nil
            let signals = CommandSignals.read(
                words, framed: !analysis.frame.isEmpty, appName: appName, closingAppName: closingAppName(of: words),
                addressesApp: addressesApp, isKnown: isKnown)
            analysis.notACommand = signals.signal
            words = signals.command
            // "I not want start a run": the frame shows once the negation is set aside.
            if signals.signal != nil { setFrameAside(in: &words, of: &analysis) }
        }
        let kept = Politeness.kept(words)
        analysis.fillers += words[..<kept.lowerBound]
        trailingFillers = Array(words[kept.upperBound...]) + trailingFillers
        analysis.fillers += trailingFillers
        analysis.tokens = Array(words[kept].map(UnitWords.canonical).prefix(UtteranceReading.maximumTokens))
        analysis.isTerse = isTerse(analysis.tokens)
        return analysis
    }

    /// Moves a request frame ("get me", "I need") from the start of `words`, or right after the
    /// app's name said first ("Brewer, get me a big coffee"), to `analysis.frame`.
    private func setFrameAside(in words: inout [String], of analysis: inout UtteranceAnalysis) {
        guard analysis.frame.isEmpty else { return }
        let starts = [0] + (words.isEmpty ? [] : registry.appNameLength(at: 0, in: words).map { [$0] } ?? [])
        for start in starts {
            let rest = words[start...]
            if let frame = EverydayWords.frames.first(where: { Self.starts(rest, with: $0) }), rest.count > frame.count,
               !Self.asksAboutThePast(frame, then: rest[rest.startIndex + frame.count]) {
                analysis.frame = frame
                words.removeSubrange(start..<(start + frame.count))
                return
            }
        }
    }

    /// Whether a frame ending in "have" is the perfect tense instead ("could I have composted
    /// the cactus?" asks about the past; "could I have a coffee?" asks for one): a past form of
    /// a verb follows it.
    private static func asksAboutThePast(_ frame: [String], then next: String) -> Bool {
        frame.last == "have" && CommandSignals.pastStem(of: next) { WordNetVerbs.shared?.isVerb($0) ?? false } != nil
    }

    /// The app's whole name first or last, at most six words, no article and no "in"/"with"
    /// before the name: how a person says "app, then a keyword" ("hydrator 8 oz water"). A
    /// keyword is more than a number, a day, a question word, a word for any thing or a light
    /// verb ("Tankora 5", "Allotra tomorrow", "Nookery what" and "Gavella do something" ask
    /// nothing), unless the clauses around say the rest (`besideContext`: "time for a trim,
    /// Tressora: Wednesday").
    private func isTerse(_ tokens: [String], besideContext: Bool = false) -> Bool {
        guard tokens.count >= 2, tokens.count <= 6, !tokens.contains(where: { Self.articles.contains($0) }) else { return false }
        let keywords: ArraySlice<String>
        if let length = registry.appNameLength(at: 0, in: tokens) {
            keywords = tokens[length...]
        } else if let start = tokens.indices.dropFirst().first(where: { start in
            registry.appNameLength(at: start, in: tokens).map { start + $0 == tokens.count } ?? false
        }), !SmallWords.contains(tokens[start - 1]) {
            keywords = tokens[..<start]
        } else {
            return false
        }
        return besideContext || keywords.contains {
            !Self.onlyNumberOrDay($0) && !CommandSignals.questionWords.contains($0) && !Self.anyThing.contains($0)
                && !Self.lightVerbs.contains($0)
        }
    }

    /// Words that stand for any thing at all: a keyword of none ("Gavella do something").
    private static let anyThing: Set<String> = [
        "something", "anything", "everything", "stuff", "thing", "things", "it", "that", "this",
    ]

    private static let articles: Set<String> = ["a", "an", "the", "my", "some", "your"]

    /// Whether `word` says nothing but a number ("5", "five") or a day ("tomorrow").
    private static func onlyNumberOrDay(_ word: String) -> Bool {
        NumberParser.number(in: [word], at: 0) != nil || word.opensWithNumber || DayWords.namesDay(word)
    }

    /// "make" or "do" right before a phrase's verb is filler, as non-native speakers say it
    /// ("make sign in", "I want make log of tea"); "am"/"is"/"are" before "want" or "need" too.
    private func withoutLightVerbs(_ words: [String], noting fillers: inout [String]) -> [String] {
        var result: [String] = []
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            let isLightVerb = Self.lightVerbs.contains(word) && registry.isLeadingVerb(next)
            let isStrayBe = Self.formsOfBe.contains(word) && Self.wishes.contains(next)
                && index > 0 && words[index - 1] == "i"
            if isLightVerb || isStrayBe {
                fillers.append(word)
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// The small word lists read in loops, static: a literal `[…].contains` makes its array on every turn.
    private static let lightVerbs = ["make", "do"]
    private static let formsOfBe = ["am", "is", "are"]
    private static let wishes = ["want", "need", "wish"]
    private static let clauseOpenings = ["so", "then", "but"]
    private static let fractionWords = ["half", "quarter", "quarters"]

    private func isKnown(_ word: String) -> Bool { registry.words.id(of: word) != nil }

    /// How many words close `words` with an app's name, and the word tying it ("in Billable"), if
    /// they do; 0 otherwise.
    func closingAppName(of words: [String]) -> Int {
        let closing = (1...3).first { length in
            length <= words.count && registry.appNameLength(at: words.count - length, in: words) == length
        }
        guard let length = closing else { return 0 }
        let tie = words.count - length - 1
        return tie >= 0 && Self.appTies.contains(words[tie]) ? length + 1 : length
    }

    /// Words that tie an app's name closing a request to it.
    private static let appTies: Set<String> = ["in", "on", "with", "using", "via", "through"]

    /// Joined words split ("greentea"), split words joined ("Medi tator"), an app's possessive read
    /// as its name ("Meditator's"), "-ing" forms read as
    /// their verb ("starting"), and "to"/"for" heard for a number before a unit ("log for ounces").
    private func fixingWordShapes(
        _ words: [String], noting rewritten: inout [String: String], loosely: inout Bool
    ) -> [String] {
        var result: [String] = []
        var index = 0
        let ids = words.map { registry.words.id(of: $0) }
        let known = ids.map { $0 != nil }
        let namesAnApp = ids.contains { $0.map(opensAppName) ?? false }
        while index < words.count {
            let word = words[index]
            let next = index + 1 < words.count ? words[index + 1] : ""
            let isKnownWord = known[index]
            if !next.isEmpty, !isKnownWord || !known[index + 1], word.count + next.count >= 6,
               NumberParser.number(in: [word], at: 0) == nil, isKnown(word + next) {
                rewritten["\(word) \(next)"] = word + next
                result.append(word + next)
                index += 2
                continue
            }
            if !next.isEmpty, !namesAnApp, !isKnownWord || !known[index + 1], let joined = appNameHeardSplit(word, next) {
                // A recogniser's split of an app's name, where no app is named otherwise:
                // "hydra tour", "wall it", "meditate or".
                rewritten["\(word) \(next)"] = joined
                result.append(joined)
                loosely = true
                index += 2
                continue
            }
            if let number = Self.homophones[word], UnitWords.isUnit(next) {
                rewritten[word] = number
                result.append(number)
                loosely = true
            } else if let spelled = Self.textedWords[word], result.last != spelled,
                      Self.textedContexts[word]?.contains(next) == true || isAppNameWord(next) || precedes(spelled, next)
                        || next.opensWithNumber || word == "4" && DayWords.namesDay(next) {
                // "4 10 min": no number is two numbers said one after the other; "for 4 tomorrow"
                // is four, never "for for"; "4 sat" is for Saturday.
                rewritten[word] = spelled
                result.append(spelled)
                loosely = true
            } else if !isKnownWord, word.hasSuffix("s"), isAppNameWord(String(word.dropLast())) {
                // A possessive: "Meditator's stats".
                rewritten[word] = String(word.dropLast())
                result.append(String(word.dropLast()))
            } else if !isKnownWord, word.count >= 5, let split = split(word) {
                rewritten[word] = split.joined(separator: " ")
                result += split
            } else if !isKnownWord, let previous = result.last, Self.endsNumber(previous),
                      NumberParser.number(in: [next], at: 0) == nil, let unit = unitSynonym(of: word) {
                // "60 bucks" for dollars, "four and a half kilos" for kilograms; not "one point five".
                rewritten[word] = unit
                result.append(unit)
            } else if !isKnownWord, word.hasSuffix("ing"), let stem = ingStem(of: word) {
                rewritten[word] = stem
                result.append(stem)
            } else {
                result.append(word)
            }
            index += 1
        }
        return result
    }

    /// Whether `word` may end a number said: a number ("11", "four") or a fraction's word ("and a
    /// half", "and three quarters").
    private static func endsNumber(_ word: String) -> Bool {
        NumberParser.number(in: [word], at: 0) != nil || fractionWords.contains(word)
    }

    /// The word naming a number parameter that WordNet gives `word` (no word of the apps) as a
    /// synonym of, when it is no unit Hark knows and the word given is a unit of measure in
    /// WordNet ("bucks" → "dollars" where a parameter counts dollars, "kilos" → "kilograms", "cm"
    /// → "centimeters"; a small word is none: "2 in the morning" is no inches).
    private func unitSynonym(of word: String) -> String? {
        guard !UnitWords.isUnit(word), word.count > 1, !SmallWords.contains(word), word.allSatisfy(\.isLetter),
            let nouns = WordNetNouns.shared
        else { return nil }
        // A letter is no synonym ("M" names a thousand, a yard among them, and "m" is meters).
        for synonym in nouns.synonyms(of: word) where synonym.count > 1 {
            // Hark knows every name of a length of time WordNet would give ("years" and "days" share
            // only a lifetime's sense).
            // Only a unit: "last" shares a sense with "finish" (an end), which names no amount.
            for form in [synonym, synonym + "s", UnitWords.canonical(synonym)]
            where registry.numberParameterWords.contains(form) && UnitWords.seconds(in: form) == nil
                && nouns.isUnitOfMeasure(form) == true {
                return form
            }
        }
        return nil
    }

    /// Whether some phrase says `word` right before `next` ("for parking", "to water").
    private func precedes(_ word: String, _ next: String) -> Bool {
        guard let a = registry.words.id(of: word), let b = registry.words.id(of: next) else { return false }
        return registry.pairs.contains(CompiledRegistry.pairKey(a, b))
    }

    /// The one-word app name that `word` and `next` joined are, or are one typo from (six letters
    /// or more); the caller asks only when one of them is no registry word.
    private func appNameHeardSplit(_ word: String, _ next: String) -> String? {
        let joined = word + next
        guard joined.count >= 6,
              NumberParser.number(in: [word], at: 0) == nil, NumberParser.number(in: [next], at: 0) == nil
        else { return nil }
        let candidates = registry.words.id(of: joined).map { [$0] } ?? registry.words.typoNeighbours(of: joined)
        for id in candidates where registry.appFormsByFirstWord[id]?.contains(where: { registry.apps[Int($0.app)].forms[$0.form].count == 1 }) == true {
            return registry.words.text(of: id)
        }
        return nil
    }

    private func isAppNameWord(_ word: String) -> Bool {
        registry.words.id(of: word).map(opensAppName) ?? false
    }

    /// Whether registry word `id` is the first word of some app's name.
    private func opensAppName(_ id: Int32) -> Bool { registry.appFormsByFirstWord[id] != nil }

    /// A word two registry words were joined into, where the pair is used together in a phrase or value.
    /// Cuts at character boundaries, walking the string's indices: no array of characters is made.
    private func split(_ word: String) -> [String]? {
        let count = word.count
        var cutIndex = word.index(word.startIndex, offsetBy: 2)
        for _ in 2..<(count - 1) {
            defer { word.formIndex(after: &cutIndex) }
            let first = String(word[..<cutIndex])
            let second = String(word[cutIndex...])
            guard let a = registry.words.id(of: first), let b = registry.words.id(of: second) else { continue }
            if registry.pairs.contains(CompiledRegistry.pairKey(a, b)) || (first.count >= 4 && second.count >= 4) {
                return [first, second]
            }
        }
        return nil
    }

    /// The word the registry knows that `word`, ending in "ing", is a form of ("logging" → "log");
    /// never a day's name, which no "-ing" word is ("wedding" is no "wed", Wednesday).
    private func ingStem(of word: String) -> String? {
        let stem = String(word.dropLast(3))
        guard stem.count >= 2 else { return nil }
        var candidates = [stem, stem + "e"]
        if let last = stem.last, stem.dropLast().last == last { candidates.append(String(stem.dropLast())) }
        return candidates.first { isKnown($0) && !DayWords.namesDay($0) }
    }

    private static let homophones = WordMap<String>([
        "to": "2", "too": "2", "for": "4", "fore": "4", "won": "1", "ate": "8",
    ])
    private static let textedWords = WordMap<String>(["2": "to", "4": "for"])
    private static let textedContexts: [String: Set<String>] = [
        "2": ["me", "my", "the"], "4": ["tomorrow", "today", "tonight", "me", "my", "the", "a"],
    ]

    static func starts<C: Collection>(_ words: C, with phrase: [String]) -> Bool where C.Element == String {
        words.count >= phrase.count && zip(words, phrase).allSatisfy { $0 == $1 }
    }

    /// Lowercased words with contractions expanded, at most `UtteranceReading.maximumScalars` read.
    static func words(of text: String) -> [String] {
        clauses(of: text).flatMap { $0 }
    }

    /// The utterance's clauses: split at , ; : . ! ? and dashes (not inside numbers such as
    /// "1,000"), and before "so", "then" and "but" (kept, and read as filler) once words stand
    /// on both sides.
    static func clauses(of text: String) -> [[String]] {
        clauses(inPieces: wordsOfPieces(UtteranceReading.bounded(text)))
    }

    /// The utterance's clauses (`clauses(of:)`), and every word of it read as one text, as
    /// `TextNormalizer.words(of:)` reads its first `UtteranceReading.maximumScalars`.
    static func clausesAndWords(of text: String) -> (clauses: [[String]], words: [String]) {
        let bounded = UtteranceReading.bounded(text)
        let pieces = wordsOfPieces(bounded)
        let saying = pieces.filter { !$0.isEmpty }
        // In plain text a mark between words reads as a space: the only piece with words has them all.
        let isPlain = bounded.utf8.allSatisfy { $0 < 0x80 }
        let words = isPlain && saying.count <= 1 ? saying.first ?? [] : TextNormalizer.words(of: bounded)
        return (clauses(inPieces: pieces), words)
    }

    /// The words of each piece of `text` between the marks that end a clause.
    private static func wordsOfPieces(_ text: String) -> [[String]] {
        pieces(of: text).map { TextNormalizer.words(of: $0) }
    }

    /// Each piece of `text` between the marks that end a clause, as written.
    static func pieces(of text: String) -> [String] {
        let scalars = text.unicodeScalars
        var pieces: [String] = []
        var pieceStart = scalars.startIndex
        var before: Unicode.Scalar = " "
        var twoBefore: Unicode.Scalar = " "
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let nextIndex = scalars.index(after: index)
            let after = nextIndex < scalars.endIndex ? scalars[nextIndex] : " "
            if endsClause(scalar, between: before, and: after),
                !isAbbreviationDot(scalar, between: before, and: after, twoBefore: twoBefore) {
                pieces.append(String(scalars[pieceStart..<index]))
                pieceStart = nextIndex
            }
            twoBefore = before
            before = scalar
            index = nextIndex
        }
        pieces.append(String(scalars[pieceStart...]))
        return pieces
    }

    /// The clauses of pieces' words: each piece, cut before "so", "then" and "but".
    private static func clauses(inPieces pieces: [[String]]) -> [[String]] {
        var clauses: [[String]] = []
        for words in pieces {
            var start = 0
            for (index, word) in words.enumerated() where clauseOpenings.contains(word) && index >= 2 && index + 2 < words.count {
                clauses.append(Array(words[start..<index]))
                start = index
            }
            clauses.append(Array(words[start...]))
        }
        return clauses.filter { !$0.isEmpty }
    }

    /// Whether `scalar`, said between `before` and `after`, with `twoBefore` before those, is a dot
    /// of a short form written with dots ("6 a.m.", "p.m."): between two letters, or after a
    /// letter that a dot comes before.
    private static func isAbbreviationDot(
        _ scalar: Unicode.Scalar, between before: Unicode.Scalar, and after: Unicode.Scalar, twoBefore: Unicode.Scalar
    ) -> Bool {
        guard scalar == ".", before.properties.isAlphabetic else { return false }
        return after.properties.isAlphabetic || twoBefore == "."
    }

    /// Whether `scalar`, said between `before` and `after`, ends a clause: a mark, a dash with
    /// spaces around it, neither between two digits ("1,000", "2.5").
    private static func endsClause(_ scalar: Unicode.Scalar, between before: Unicode.Scalar, and after: Unicode.Scalar) -> Bool {
        let betweenDigits = ("0"..."9").contains(before) && ("0"..."9").contains(after)
        switch scalar {
        case ",", ";", ":", ".", "!", "?", "\u{2014}", "\u{2013}": return !betweenDigits
        case "-": return before == " " && after == " " && !betweenDigits
        default: return false
        }
    }
}
