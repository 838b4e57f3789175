/// An utterance read against the registry's words once, before any template is tried.
struct UtteranceReading {
    /// The longest utterance considered; words after it are ignored.
    static let maximumTokens = 48

    let tokens: [String]
    /// Each token's word number, or -1 if the registry does not use it.
    let ids: [Int32]
    /// Known words one typo away (a typo may turn one registry word into another: "find" → "fund").
    let typoIDs: [[Int32]]
    /// The whole number starting at each token. A number said over more words is one span, so
    /// that nothing cuts it short: one with a fractional part ("4 and a half", "twenty two point
    /// five") is read as no whole number, which `amount(at:)` reads whole.
    let numbers: [NumberSpan?]
    let isSmall: [Bool]
    /// Not a registry word, no typo of one, not a number: may be an unknown app's name.
    let isUnknown: [Bool]
    /// Ends multi-word app names in the registry, or is an edition word ("pro", "lite").
    let isAppSuffix: [Bool]
    /// "app" or "application", as in "in the Hydrator app".
    let isAppWord: [Bool]
    let appMentions: [AppMention]
    /// Every registry word said, exactly or with one typo, as a bit set by word number.
    private let saidWords: [UInt64]
    let saysNumber: Bool
    /// Apps named, exactly, with a typo or in part. These app lists are sorted, each app once: a
    /// handful at most, found faster by a scan than by hashing.
    let namedApps: [Int32]
    /// Apps named by their whole name (or with a typo): such a name may stand outside the app's place.
    let whollyNamedApps: [Int32]
    /// Apps whose name is said more than once ("start a workout in Workout").
    let appsNamedTwice: [Int32]
    /// Some word could be the name of an app the registry does not know.
    let mayNameAnyApp: Bool
    /// For each token, the app it names exactly (-1 if none).
    let exactAppAt: [Int32]
    /// For each token, the app it names with a typo or in part (-1 if none).
    let looseAppAt: [Int32]

    /// The longest text read, in Unicode scalars; a request is never longer, and the rest
    /// of a huge input could only cost time.
    static let maximumScalars = 2_000

    /// The first "in 3 days", "in a week" said (`DayWords.daysAheadSaid`): how many days ahead.
    let daysAhead: (days: Int, words: Range<Int>)?
    /// The token opens some phrase as its verb, or is an everyday verb for one ("stop", "begin").
    let isVerb: [Bool]
    /// Registry words each token may stand for as an everyday synonym ("begin" for "start").
    let synonymIDs: [[Int32]]
    /// The value word each token is the plural of ("teas" → tea, "shirts" → shirt), or -1: what
    /// a number before it counts, and that value said.
    let valueInPlural: [Int32]
    /// A request frame ("get me", "I need") was said instead of a verb.
    let hasFrame: Bool
    /// Said as the app's name and keywords (`UtteranceAnalysis.isTerse`).
    let isTerse: Bool
    /// Words that tie an app's name to the request ("open", "with", "using", "ask", "the", "app")
    /// next to a name said outside the phrase's app place.
    let isAppConnector: [Bool]
    /// A verb's particle said after what the verb acts on (`VerbParticles`).
    let isStrandedParticle: [Bool]
    /// The word before is "in", "on", "using", "with" or "via", which may introduce an app's name.
    let followsAppPreposition: [Bool]
    /// Right after a number, a word naming a number parameter ("30 days"): what the number
    /// counts, no name or thing of its own.
    let countsNumber: [Bool]

    /// The first `maximumTokens` match tokens of the first `maximumScalars` of `text`, politeness
    /// stripped: how answers to questions are read (`SlotFinder`).
    static func tokens(of text: String) -> [String] {
        Array(CompiledRegistry.matchTokens(bounded(text), strippingPoliteness: true).prefix(maximumTokens))
    }

    /// The first `maximumScalars` of `text`: what is read of a huge line.
    static func bounded(_ text: String) -> String {
        text.utf8.count > maximumScalars ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumScalars))) : text
    }

    init(_ analysis: UtteranceAnalysis, registry: CompiledRegistry) {
        self.init(tokens: analysis.tokens, registry: registry, hasFrame: !analysis.frame.isEmpty, isTerse: analysis.isTerse)
    }

    init(tokens: [String], registry: CompiledRegistry, hasFrame: Bool = false, isTerse: Bool = false) {
        self.tokens = tokens
        self.hasFrame = hasFrame
        self.isTerse = isTerse
        let count = tokens.count
        var ids = [Int32](filledWith: -1, count: count)
        var typoIDs = [[Int32]](filledWith: [], count: count)
        var numbers = [NumberSpan?](filledWith: nil, count: count)
        var isSmall = [Bool](filledWith: false, count: count)
        var isUnknown = [Bool](filledWith: false, count: count)
        var isAppSuffix = [Bool](filledWith: false, count: count)
        var isAppWord = [Bool](filledWith: false, count: count)
        var synonymIDs = [[Int32]](filledWith: [], count: count)
        var said = [UInt64](repeating: 0, count: (registry.wordFacts.count + 63) / 64)
        func markSaid(_ id: Int32) { said[Int(id) >> 6] |= 1 << UInt64(id & 63) }
        // "2 day passes" for a parameter "Passes" names the count, not the value "pass".
        let valuePlurals = tokens.map { token in
            registry.numberParameterWords.contains(token) ? nil : Self.valueInPlural(token, in: registry)
        }
        for (index, token) in tokens.enumerated() {
            if let registered = EverydayWords.verbs[token] {
                synonymIDs[index] = registered.compactMap { registry.words.id(of: $0) }
                synonymIDs[index].forEach(markSaid)
            }
            if let id = registry.words.id(of: token) {
                let facts = registry.wordFacts[Int(id)]
                ids[index] = id
                typoIDs[index] = facts.typoNeighbours
                isSmall[index] = facts.isSmall
                isAppSuffix[index] = facts.isAppSuffix
                isAppWord[index] = facts.isAppWord
                if facts.mayStartNumber { numbers[index] = NumberParser.number(in: tokens, at: index) }
                markSaid(id)
            } else {
                // Every small word, number word and edition word is a registry word: this is none of
                // them. A question word is what it says ("wortly what now" is no "wheat").
                typoIDs[index] = CommandSignals.questionWords.contains(token) ? [] : registry.words.typoNeighbours(of: token)
                if let value = valuePlurals[index], !typoIDs[index].contains(value) {
                    // "teas": a short value's plural, as "coffees" is one typo from "coffee".
                    typoIDs[index].append(value)
                }
                if NumberParser.mayStartNumber(token) { numbers[index] = NumberParser.number(in: tokens, at: index) }
                // A time of day says when, not what: it costs what a small word costs.
                isSmall[index] = TimesOfDay.isTime(token)
                isUnknown[index] = typoIDs[index].isEmpty && numbers[index] == nil && !DayWords.isDate(token) && !isSmall[index]
            }
            if index > 0, TimesOfDay.halves.contains(token), TimesOfDay.isTime(tokens[index - 1]) { isSmall[index] = true }
            typoIDs[index].forEach(markSaid)
        }
        Self.readWhole(&numbers, in: tokens)
        // A word of the apps right after a number, or one naming a number parameter, is what the
        // number counts ("three shots"), never a typo of another word ("short", a size).
        var countsNumber = [Bool](filledWith: false, count: count)
        for case let (start, span?) in numbers.enumerated() where start + span.tokenCount < count {
            let after = start + span.tokenCount
            countsNumber[after] = registry.numberParameterWords.contains(tokens[after])
            if ids[after] >= 0 || countsNumber[after] { typoIDs[after] = [] }
        }
        self.countsNumber = countsNumber
        self.ids = ids
        self.daysAhead = tokens.contains("in") ? DayWords.daysAheadSaid(in: tokens).first : nil
        self.isVerb = tokens.indices.map { !synonymIDs[$0].isEmpty || ids[$0] >= 0 && registry.wordFacts[Int(ids[$0])].isLeadingVerb }
        self.synonymIDs = synonymIDs
        self.valueInPlural = valuePlurals.map { $0 ?? -1 }
        self.typoIDs = typoIDs
        self.numbers = numbers
        self.isUnknown = isUnknown
        self.isAppSuffix = isAppSuffix
        self.isAppWord = isAppWord
        self.saidWords = said
        self.saysNumber = numbers.contains { $0 != nil }
        self.mayNameAnyApp = isUnknown.contains(true)
        let mentions = Self.findAppMentions(ids: ids, typoIDs: typoIDs, isAppSuffix: isAppSuffix, registry: registry)
        self.appMentions = mentions
        self.namedApps = Self.distinct(mentions.map(\.app))
        let whole = mentions.filter { !$0.isPartial }.map(\.app).sorted()
        self.whollyNamedApps = Self.distinct(whole)
        self.appsNamedTwice = Self.distinct(whole.indices.dropFirst().filter { whole[$0] == whole[$0 - 1] }.map { whole[$0] })
        var exact = [Int32](filledWith: -1, count: tokens.count)
        var loose = [Int32](filledWith: -1, count: tokens.count)
        for mention in mentions {
            for position in mention.start..<(mention.start + mention.length) {
                if mention.typos == 0 && !mention.isPartial {
                    exact[position] = mention.app
                } else {
                    loose[position] = mention.app
                }
            }
        }
        self.exactAppAt = exact
        self.looseAppAt = loose
        let stranded = tokens.indices.map { index in
            let beforeApp = index + 1 < count && (exact[index + 1] >= 0 || loose[index + 1] >= 0)
            return VerbParticles.isStranded(at: index, in: tokens, beforeApp: beforeApp)
        }
        self.isStrandedParticle = stranded
        // A stranded particle says what its verb does ("the lights on"): no small word.
        self.isSmall = tokens.indices.map { isSmall[$0] && !stranded[$0] }
        var connector = [Bool](filledWith: false, count: count)
        for mention in mentions {
            var before = mention.start - 1
            while before >= 0, Self.appConnectors.contains(tokens[before]), !stranded[before] {
                connector[before] = true
                before -= 1
            }
            var after = mention.start + mention.length
            while after < count, Self.appConnectors.contains(tokens[after]) || isAppWord[after] {
                connector[after] = true
                after += 1
            }
        }
        self.isAppConnector = connector
        self.followsAppPreposition = tokens.indices.map { $0 > 0 && Self.appPrepositions.contains(tokens[$0 - 1]) }
    }

    /// `apps` sorted, each once.
    private static func distinct(_ apps: [Int32]) -> [Int32] {
        guard apps.count > 1 else { return apps }
        var result: [Int32] = []
        for app in apps.sorted() where result.last != app { result.append(app) }
        return result
    }

    /// Words that may introduce an app's name; static, as a literal `[…].contains` makes its array on every call.
    private static let appPrepositions = ["in", "on", "using", "with", "via"]

    private static let appConnectors = WordMap<Bool>([
        "in", "on", "with", "using", "use", "via", "through", "from", "at", "open", "ask", "tell", "and",
        "to", "the", "app", "application", "for", "s", "by",
    ])

    /// The tokens in `range`, joined by spaces, as a value was said. Appended one by one: joining
    /// a slice of the tokens costs thousands of instructions, most of them generic.
    func said(_ range: Range<Int>) -> String {
        guard let first = range.first else { return "" }
        var text = tokens[first]
        for position in range.dropFirst() {
            text.append(" ")
            text.append(tokens[position])
        }
        return text
    }

    /// Whether `word` was said, exactly or with one typo.
    func says(_ word: Int32) -> Bool {
        saidWords[Int(word) >> 6] & (1 << UInt64(word & 63)) != 0
    }

    /// Whether token `position` is a value word's plural: "3 cokes" says the value "coke".
    func saysPlural(at position: Int, of word: Int32) -> Bool {
        valueInPlural[position] == word
    }

    /// Whether token `position` is `word`, exactly (0 typos) or with one typo (1); nil if neither.
    func typos(at position: Int, matching word: Int32) -> Int? {
        if ids[position] == word { return 0 }
        return typoIDs[position].contains(word) ? 1 : nil
    }

    /// The number that starts at token `index`, whole or with a fractional part ("7.5", "four
    /// and a half"); nil for none, or one too large to read.
    func amount(at index: Int) -> Double? {
        guard numbers.indices.contains(index), let span = numbers[index] else { return nil }
        switch span.reading {
        case .value(let whole): return Double(whole)
        case .tooLarge: return nil
        case .notANumber:
            let said = SaidNumber.all(in: Array(tokens[index..<min(index + span.tokenCount, tokens.count)]))
            guard said.count == 1, case .fraction(let value) = said[0].reading else { return nil }
            return value
        }
    }

    /// No number starts inside another ("forty two" is no "two"), and a number said over more
    /// words than the whole number read at its start is one span, read as answers read it
    /// (`SaidNumber`): a fractional part ("4 and a half", read by `amount(at:)`), "1e3" (which the
    /// normaliser splits in three) and scale words piled past reading ("a hundred thousand million
    /// billion": too large, never cut short).
    private static func readWhole(_ numbers: inout [NumberSpan?], in tokens: [String]) {
        var index = 0
        while index < numbers.count {
            defer { index += 1 }
            guard let span = numbers[index] else { continue }
            var length = max(span.tokenCount, 1)
            if let (said, saidLength) = SaidNumber.read(tokens, at: index), saidLength > length {
                numbers[index] = NumberSpan(reading: said.asWholeNumber, tokenCount: saidLength)
                length = saidLength
            }
            // "context forty two": "two" is part of 42, no number of its own.
            for position in (index + 1)..<min(index + length, numbers.count) { numbers[position] = nil }
            index += length - 1
        }
    }

    /// Every place an app's name (or synonym) is said, whole or by its first word, with at
    /// most one typo; a first word followed by another app's suffix ("Bloombox Lite") is no mention.
    private static func findAppMentions(
        ids: [Int32], typoIDs: [[Int32]], isAppSuffix: [Bool], registry: CompiledRegistry
    ) -> [AppMention] {
        var mentions: [AppMention] = []
        for start in ids.indices {
            let firstWords = ids[start] >= 0 ? ids[start...start] : typoIDs[start][...]
            for first in firstWords {
                for (app, formIndex) in registry.appFormsByFirstWord[first] ?? [] {
                    let form = registry.apps[Int(app)].forms[formIndex]
                    var typos = ids[start] == first ? 0 : 1
                    var length = 1
                    while length < form.count, start + length < ids.count {
                        let position = start + length
                        let exact = ids[position] == form[length]
                        guard exact || (typos == 0 && typoIDs[position].contains(form[length])) else { break }
                        if !exact { typos = 1 }
                        length += 1
                    }
                    let isPartial = length < form.count
                    if isPartial && start + length < ids.count && isAppSuffix[start + length] { continue }
                    mentions.append(AppMention(start: start, length: length, app: app, typos: typos, isPartial: isPartial))
                }
            }
        }
        return mentions
    }
}

/// An app named in an utterance.
struct AppMention {
    var start: Int
    var length: Int
    var app: Int32
    var typos: Int
    /// Only the first word of a multi-word name was said.
    var isPartial: Bool
}

extension UtteranceReading {
    /// The value word `token` is the plural of ("teas" → tea, "blouses" → blouse).
    private static func valueInPlural(_ token: String, in registry: CompiledRegistry) -> Int32? {
        let singular = ParameterWords.singular(token)
        guard singular != token else { return nil }
        // `singular` reads "blouses" as "blous", as it must "boxes" as "box": both are tried.
        let candidates = token.hasSuffix("es") ? [singular, String(token.dropLast())] : [singular]
        return candidates.lazy.compactMap { registry.words.id(of: $0) }.first { registry.wordFacts[Int($0)].isValueWord }
    }
}
