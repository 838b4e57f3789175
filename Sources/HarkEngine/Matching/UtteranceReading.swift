/// An utterance read against the registry's words once, before any template is tried.
struct UtteranceReading {
    /// The longest utterance considered; words after it are ignored.
    static let maximumTokens = 48

    let tokens: [String]
    /// Each token's word number, or -1 if the registry does not use it.
    let ids: [Int32]
    /// Known words one typo away (a typo may turn one registry word into another: "find" → "fund").
    let typoIDs: [[Int32]]
    let numbers: [NumberSpan?]
    let isSmall: [Bool]
    /// Not a registry word, no typo of one, not a number: may be an unknown app's name.
    let isUnknown: [Bool]
    /// Ends multi-word app names in the registry, or is an edition word ("pro", "lite").
    let isAppSuffix: [Bool]
    /// "app" or "application", as in "in the Hydrator app".
    let isAppWord: [Bool]
    let appMentions: [AppMention]
    /// Every registry word said, exactly or with one typo.
    let saidWords: Set<Int32>
    let saysNumber: Bool
    /// Apps named, exactly, with a typo or in part.
    let namedApps: Set<Int32>
    /// Some word could be the name of an app the registry does not know.
    let mayNameAnyApp: Bool
    /// For each token, the app it names exactly (-1 if none).
    let exactAppAt: [Int32]
    /// For each token, the app it names with a typo or in part (-1 if none).
    let looseAppAt: [Int32]

    init(_ text: String, registry: CompiledRegistry) {
        let tokens = Array(CompiledRegistry.matchTokens(text, strippingPoliteness: true).prefix(Self.maximumTokens))
        self.init(tokens: tokens, registry: registry)
    }

    init(tokens: [String], registry: CompiledRegistry) {
        self.tokens = tokens
        var ids: [Int32] = []
        var typoIDs: [[Int32]] = []
        var numbers: [NumberSpan?] = []
        var isSmall: [Bool] = []
        var isUnknown: [Bool] = []
        var isAppSuffix: [Bool] = []
        for (index, token) in tokens.enumerated() {
            let id = registry.words.id(of: token) ?? -1
            let typos = registry.words.typoNeighbours(of: token)
            let number = NumberParser.number(in: tokens, at: index)
            ids.append(id)
            typoIDs.append(typos)
            numbers.append(number)
            isSmall.append(SmallWords.contains(token))
            isUnknown.append(id < 0 && typos.isEmpty && number == nil && !SmallWords.contains(token))
            isAppSuffix.append((id >= 0 && registry.appSuffixWords.contains(id)) || Self.editionWords.contains(token))
        }
        self.ids = ids
        self.typoIDs = typoIDs
        self.numbers = numbers
        self.isSmall = isSmall
        self.isUnknown = isUnknown
        self.isAppSuffix = isAppSuffix
        self.isAppWord = tokens.map { $0 == "app" || $0 == "application" }
        self.saidWords = Set(ids.filter { $0 >= 0 } + typoIDs.joined())
        self.saysNumber = numbers.contains { $0 != nil }
        self.mayNameAnyApp = isUnknown.contains(true)
        let mentions = Self.findAppMentions(ids: ids, typoIDs: typoIDs, isAppSuffix: isAppSuffix, registry: registry)
        self.appMentions = mentions
        self.namedApps = Set(mentions.map(\.app))
        var exact = [Int32](repeating: -1, count: tokens.count)
        var loose = [Int32](repeating: -1, count: tokens.count)
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
    }

    /// Whether token `position` is `word`, exactly (0 typos) or with one typo (1); nil if neither.
    func typos(at position: Int, matching word: Int32) -> Int? {
        if ids[position] == word { return 0 }
        return typoIDs[position].contains(word) ? 1 : nil
    }

    /// Words that name an edition of an app, making "Hydrator Pro" another app than "Hydrator".
    private static let editionWords: Set<String> = ["pro", "lite", "plus", "mini", "max", "hd", "free", "premium", "beta"]

    private static func findAppMentions(
        ids: [Int32], typoIDs: [[Int32]], isAppSuffix: [Bool], registry: CompiledRegistry
    ) -> [AppMention] {
        var mentions: [AppMention] = []
        for start in ids.indices {
            let firstWords = ids[start] >= 0 ? [ids[start]] : typoIDs[start]
            for first in firstWords {
                for (app, formIndex) in registry.appFormsByFirstWord[first] ?? [] {
                    let form = registry.apps[Int(app)].forms[formIndex]
                    var typos = ids[start] == first ? 0 : 1
                    var length = 1
                    while length < form.count, start + length < ids.count {
                        let position = start + length
                        if ids[position] == form[length] {
                        } else if typos == 0, typoIDs[position].contains(form[length]) {
                            typos = 1
                        } else {
                            break
                        }
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
