import Foundation

/// The templates turned into numbered words, ready for alignment; built once per matcher.
///
/// A class, so that the many readers of one utterance share it without copying its tables;
/// every table is a constant set when it is built (`RegistryBuilder`), which also lets each
/// reader use a table in place, without copying it or checking for exclusive access.
final class CompiledRegistry: Sendable {
    let words: WordTable
    let templates: [CompiledTemplate]
    let apps: [CompiledApp]
    let vocabularies: [CompiledVocabulary]
    /// Word → templates whose own words or slot values contain it (content words only).
    let postings: IDMap<Posting>
    /// Templates with a number slot, for utterances that say a number.
    let numberPosting: Posting
    /// First word of an app's name → (app, form) pairs starting with it.
    let appFormsByFirstWord: IDMap<[AppForm]>
    /// Facts about each word, by word number.
    let wordFacts: [WordFacts]
    /// Pairs of words said one after the other in a phrase or value (`pairKey`), to split joined words.
    let pairs: Set<UInt64>
    /// For each shortcut number, every slot its phrases name and every choice parameter none
    /// places, for values said outside a phrase's place.
    /// `unit`: the unit word said after a number slot ("ounces"), which a number said elsewhere must share.
    let shortcutSlots: [[ShortcutSlot]]
    /// The verbs a shortcut's phrases open with, by shortcut number: the app says each names its
    /// action ("Retract my bid on lot {lot}", "Withdraw my bid"), so one may stand for another in
    /// any phrase of the shortcut.
    let shortcutVerbs: [[Int32]]
    /// Words that name a number parameter of some intent: units, names, title words ("dollars").
    let numberParameterWords: WordMap<Bool>
    /// What ranking index candidates reads of each template, by template number: read for
    /// thousands of templates at a time, it is read faster from this short table.
    let rankingFacts: [RankingFacts]
    /// What bounding each template's score reads, in one table.
    let bounds: TemplateBounds

    typealias AppForm = (app: Int32, form: Int)
    typealias ShortcutSlot = (name: String, vocabulary: Int32, unit: Int32?)

    init(_ phraseTemplates: [PhraseTemplate]) {
        let built = RegistryBuilder(phraseTemplates)
        words = built.words
        templates = built.templates
        apps = built.apps
        vocabularies = built.vocabularies
        postings = IDMap(built.postings)
        numberPosting = built.numberPosting
        appFormsByFirstWord = IDMap(built.appFormsByFirstWord)
        wordFacts = built.wordFacts
        pairs = built.pairs
        shortcutSlots = built.shortcutSlots
        shortcutVerbs = built.shortcutVerbs
        numberParameterWords = WordMap(Set(built.templates.flatMap { $0.looseValues.numberParameterWords.values.joined() }))
        rankingFacts = built.templates.map { RankingFacts(wordRarity: $0.wordRarity, mentionsApp: $0.mentionsApp) }
        bounds = TemplateBounds(
            built.templates, wordFacts: built.wordFacts, vocabularies: built.vocabularies, shortcutVerbs: built.shortcutVerbs)
    }

    /// Whether `word` opens some phrase as its verb.
    func isLeadingVerb(_ word: String) -> Bool {
        words.id(of: word).map { wordFacts[Int($0)].isLeadingVerb } ?? false
    }

    /// The length of an app's whole name said exactly at `start` of `tokens`, if one is (none
    /// past their end).
    func appNameLength(at start: Int, in tokens: [String]) -> Int? {
        guard tokens.indices.contains(start), let first = words.id(of: tokens[start]) else { return nil }
        for (app, form) in appFormsByFirstWord[first] ?? [] {
            let spoken = apps[Int(app)].forms[form]
            guard start + spoken.count <= tokens.count else { continue }
            if spoken.indices.allSatisfy({ words.id(of: tokens[start + $0]) == spoken[$0] }) { return spoken.count }
        }
        return nil
    }

    static func pairKey(_ a: Int32, _ b: Int32) -> UInt64 { UInt64(UInt32(bitPattern: a)) << 32 | UInt64(UInt32(bitPattern: b)) }

    /// Normalised tokens with units spelled one way, as the matcher compares them.
    static func matchTokens(_ text: String, strippingPoliteness: Bool = false) -> [String] {
        TextNormalizer.tokens(text, strippingPoliteness: strippingPoliteness).map(UnitWords.canonical)
    }

    /// A registered phrase, value or app name read as utterances are (`EverydayWords`).
    static func phraseTokens(_ text: String) -> [String] {
        EverydayWords.readingPhrases(EverydayWords.rewrite(TextNormalizer.tokens(text, strippingPoliteness: false)))
            .map(UnitWords.canonical)
    }
}

/// The tables of a `CompiledRegistry` (documented there) while they are worked out.
private struct RegistryBuilder {
    var words = WordTable()
    var templates: [CompiledTemplate] = []
    var apps: [CompiledApp] = []
    var vocabularies: [CompiledVocabulary] = []
    var postings: [Int32: Posting] = [:]
    var numberPosting = Posting(templates: [], templateCount: 0, isAppFree: { _ in false })
    var appFormsByFirstWord: [Int32: [CompiledRegistry.AppForm]] = [:]
    /// Words that end multi-word app names ("pro", "lite"), which make a different name.
    var appSuffixWords: Set<Int32> = []
    var smallWords: Set<Int32> = []
    var wordFacts: [WordFacts] = []
    var pairs: Set<UInt64> = []
    /// Words of slot values.
    var valueWords: Set<Int32> = []
    var shortcutSlots: [[CompiledRegistry.ShortcutSlot]] = []
    var leadingVerbs: Set<Int32> = []
    var shortcutVerbs: [[Int32]] = []

    init(_ phraseTemplates: [PhraseTemplate]) {
        var appIndexByName: [String: Int32] = [:]
        var vocabularyIndex: [SlotVocabulary: Int32] = [:]
        var shortcutNumbers: [String: Int32] = [:]
        var literalElements: [String: [TemplateElement]] = [:]
        var addedAppForms: Set<String> = []
        func shortcutNumber(_ id: String) -> Int32 {
            if let known = shortcutNumbers[id] { return known }
            let number = Int32(shortcutNumbers.count)
            shortcutNumbers[id] = number
            return number
        }
        func vocabularyNumber(_ vocabulary: SlotVocabulary) -> Int32 {
            if let known = vocabularyIndex[vocabulary] { return known }
            let index = Int32(vocabularies.count)
            vocabularyIndex[vocabulary] = index
            vocabularies.append(compile(vocabulary))
            return index
        }
        for (templateIndex, template) in phraseTemplates.enumerated() {
            let appKey = template.appName.lowercased()
            let app: Int32
            if let known = appIndexByName[appKey] {
                app = known
            } else {
                app = Int32(apps.count)
                appIndexByName[appKey] = app
                apps.append(CompiledApp())
            }
            for spoken in [template.appName] + template.appSynonyms
            where addedAppForms.insert("\(app) \(spoken)").inserted {
                addAppForm(spoken, to: app)
            }
            apps[Int(app)].templates.append(Int32(templateIndex))

            var elements: [TemplateElement] = []
            for piece in PhrasePieces.split(template.text) {
                switch piece {
                case .literal(let text):
                    if let known = literalElements[text] {
                        elements.append(contentsOf: known)
                        continue
                    }
                    var literal: [TemplateElement] = []
                    for token in CompiledRegistry.phraseTokens(text) {
                        let id = words.intern(token)
                        let small = SmallWords.contains(token)
                        if small { smallWords.insert(id) }
                        literal.append(.word(id, isSmall: small))
                    }
                    literalElements[text] = literal
                    elements.append(contentsOf: literal)
                case .placeholder("app"):
                    elements.append(.app)
                case .placeholder(let name):
                    guard let vocabulary = template.slots[name] else {
                        // A place with no vocabulary is read as its own name.
                        for token in CompiledRegistry.phraseTokens(name) {
                            elements.append(.word(words.intern(token), isSmall: false))
                        }
                        continue
                    }
                    elements.append(.slot(name: name, vocabulary: vocabularyNumber(vocabulary)))
                }
            }
            var previousWord: Int32?
            for element in elements {
                if case .word(let id, _) = element {
                    if let previousWord { pairs.insert(CompiledRegistry.pairKey(previousWord, id)) }
                    previousWord = id
                } else {
                    previousWord = nil
                }
            }
            let shortcut = Int(shortcutNumber(template.shortcutID))
            while shortcutSlots.count <= shortcut { shortcutSlots.append([]) }
            for (position, element) in elements.enumerated() {
                guard case .slot(let name, let vocabulary) = element else { continue }
                var unit: Int32?
                if position + 1 < elements.count, case .word(let next, _) = elements[position + 1],
                   UnitWords.isUnit(words.text(of: next)) {
                    unit = next
                }
                if let known = shortcutSlots[shortcut].firstIndex(where: { $0.name == name }) {
                    shortcutSlots[shortcut][known].unit = shortcutSlots[shortcut][known].unit ?? unit
                } else {
                    shortcutSlots[shortcut].append((name, vocabulary, unit))
                }
            }
            for (name, vocabulary) in template.looseValues.choices.sorted(by: { $0.key < $1.key })
            where !shortcutSlots[shortcut].contains(where: { $0.name == name }) {
                shortcutSlots[shortcut].append((name, vocabularyNumber(vocabulary), nil))
            }
            var compiled = CompiledTemplate(
                shortcutID: template.shortcutID, shortcut: shortcutNumber(template.shortcutID), app: app,
                elements: elements,
                vocabularies: vocabularies, isConsequential: template.isConsequential, looseValues: template.looseValues)
            compiled.textPlaces = textPlaces(in: elements, naming: template.looseValues)
            templates.append(compiled)
        }
        while shortcutSlots.count < shortcutNumbers.count { shortcutSlots.append([]) }
        for index in templates.indices {
            let appWords = Set(apps[Int(templates[index].app)].forms.joined())
            templates[index].sharesWordWithAppName = templates[index].elements.contains {
                if case .word(let id, _) = $0 { appWords.contains(id) } else { false }
            }
        }
        for index in templates.indices {
            let template = templates[index]
            let slots = shortcutSlots[Int(template.shortcut)]
            templates[index].refundsOnlySaidParts = template.looseValues.numberWords.isEmpty
                && template.elements.allSatisfy { element in
                    guard case .slot(let name, let vocabulary) = element else { return true }
                    return slots.first { $0.name == name }?.vocabulary == vocabulary
                }
        }
        shortcutVerbs = [[Int32]](filledWith: [], count: shortcutNumbers.count)
        for template in templates where template.leadingWord >= 0 {
            guard case .word(let id, _) = template.elements[template.leadingWord] else { continue }
            leadingVerbs.insert(id)
            if !shortcutVerbs[Int(template.shortcut)].contains(id) { shortcutVerbs[Int(template.shortcut)].append(id) }
        }
        buildPostings()
        buildWordFacts()
    }

    /// The phrase's words that name a text parameter ("item" in "Find an item in {app}"), by element.
    func textPlaces(in elements: [TemplateElement], naming loose: LooseValues) -> [Int: String] {
        guard !loose.textWords.isEmpty else { return [:] }
        var places: [Int: String] = [:]
        for (position, element) in elements.enumerated() {
            guard case .word(let id, false) = element else { continue }
            let text = words.text(of: id)
            if let name = loose.textParameter(namedBy: text) { places[position] = name }
        }
        return places
    }

    /// Words that negate what follows them.
    private static let negations: Set<String> = ["not", "never", "no"]

    /// Words that name an edition of an app, making "Hydrator Pro" another app than "Hydrator".
    private static let editionWords: Set<String> = ["pro", "lite", "plus", "mini", "max", "hd", "free", "premium", "beta"]

    /// Learns every word the matcher must recognise, then works out each word's facts once.
    mutating func buildWordFacts() {
        let recognised = SmallWords.words.union(NumberParser.numberWords).union(Self.editionWords)
            .union(["app", "application"])
        for word in recognised.sorted() { _ = words.intern(word, typoTarget: false) }
        let articleWords = Set(["a", "an", "the", "my", "some", "your"].compactMap { words.id(of: $0) })
        wordFacts = words.words.indices.map { index in
            let id = Int32(index)
            let text = words.text(of: id)
            let isSmall = SmallWords.contains(text)
            return WordFacts(
                // A small word said is that word: "the card" is no typo of "Theo's card".
                typoNeighbours: isSmall ? [] : words.typoNeighbours(of: text),
                isSmall: isSmall,
                mayStartNumber: NumberParser.mayStartNumber(text),
                isAppSuffix: appSuffixWords.contains(id) || Self.editionWords.contains(text),
                isAppWord: text == "app" || text == "application",
                isValueWord: valueWords.contains(id),
                isArticle: articleWords.contains(id),
                isVerbParticle: VerbParticles.words.contains(text),
                isLeadingVerb: leadingVerbs.contains(id),
                isNegation: Self.negations.contains(text))
        }
    }

    mutating func addAppForm(_ spoken: String, to app: Int32) {
        let form = CompiledRegistry.phraseTokens(spoken).map { words.intern($0) }
        guard let first = form.first, !apps[Int(app)].forms.contains(form) else { return }
        apps[Int(app)].forms.append(form)
        appFormsByFirstWord[first, default: []].append((app, apps[Int(app)].forms.count - 1))
        appSuffixWords.formUnion(form.dropFirst())
    }

    mutating func compile(_ vocabulary: SlotVocabulary) -> CompiledVocabulary {
        switch vocabulary {
        case .number:
            return CompiledVocabulary(isNumber: true)
        case .values(let values):
            var compiled = CompiledVocabulary(isNumber: false, readsDays: vocabulary == .days)
            var formsByFirstWord: [Int32: [Int32]] = [:]
            for (valueIndex, value) in values.enumerated() {
                compiled.canonicals.append(value.canonical)
                let spokenForms = value.spoken.isEmpty ? [value.canonical] : value.spoken
                for spoken in spokenForms {
                    let form = CompiledRegistry.phraseTokens(spoken).map { words.intern($0) }
                    guard let first = form.first else { continue }
                    valueWords.formUnion(form)
                    for (a, b) in zip(form, form.dropFirst()) { pairs.insert(CompiledRegistry.pairKey(a, b)) }
                    compiled.forms.append(ValueForm(value: Int32(valueIndex), words: form))
                    formsByFirstWord[first, default: []].append(Int32(compiled.forms.count - 1))
                }
            }
            compiled.formsByFirstWord = IDMap(formsByFirstWord)
            return compiled
        }
    }

    mutating func buildPostings() {
        var lists: [Int32: [Int32]] = [:]
        var numberTemplates: [Int32] = []
        func post(_ word: Int32, _ template: Int32) {
            if lists[word]?.last != template { lists[word, default: []].append(template) }
        }
        for (index, template) in templates.enumerated() {
            let templateID = Int32(index)
            for element in template.elements {
                switch element {
                case .word(let id, let isSmall) where !isSmall:
                    post(id, templateID)
                case .slot(_, let vocabulary):
                    let compiled = vocabularies[Int(vocabulary)]
                    if compiled.isNumber && numberTemplates.last != templateID { numberTemplates.append(templateID) }
                    for form in compiled.forms {
                        for id in form.words where !smallWords.contains(id) { post(id, templateID) }
                    }
                default:
                    break
                }
            }
        }
        let appFree = templates.map { !$0.mentionsApp }
        let count = templates.count
        postings = lists.mapValues { Posting(templates: $0, templateCount: count, isAppFree: { appFree[Int($0)] }) }
        numberPosting = Posting(templates: numberTemplates, templateCount: count, isAppFree: { appFree[Int($0)] })
        for index in templates.indices {
            templates[index].wordRarity = templates[index].elements.reduce(0) { total, element in
                guard case .word(let id, false) = element, let posting = postings[id] else { return total }
                return total + posting.rarity
            }
        }
    }
}

/// A template's `wordRarity` and `mentionsApp`.
struct RankingFacts: Sendable {
    var wordRarity: Float
    var mentionsApp: Bool
}

/// What the matcher needs to know about a registry word, worked out when the index is built.
struct WordFacts: Sendable {
    /// Other registry words this one is a one-typo spelling of ("fund" → "find").
    var typoNeighbours: [Int32]
    var isSmall: Bool
    var mayStartNumber: Bool
    /// Ends a multi-word app name, or names an edition ("pro", "lite").
    var isAppSuffix: Bool
    /// "app" or "application", as in "in the Hydrator app".
    var isAppWord: Bool
    /// A word of some slot value.
    var isValueWord: Bool
    /// "a", "an", "the", "my", "some", "your": left out more easily than other small words.
    var isArticle: Bool
    /// May complete a verb (`VerbParticles`): "on", "off", "up".
    var isVerbParticle: Bool
    /// Opens some phrase as its verb ("log", "start", "sign").
    var isLeadingVerb: Bool
    /// "not", "never", "no": said alone, it names nothing a phrase acts on.
    var isNegation: Bool
}

/// The templates that use one word, and how telling the word is.
struct Posting: Sendable {
    var templates: [Int32]
    /// The same, without the phrases that name the app.
    var appFreeTemplates: [Int32]
    /// The log of how many templates there are per template using the word; always > 0.
    var rarity: Float

    init(templates: [Int32], templateCount: Int, isAppFree: (Int32) -> Bool) {
        self.templates = templates
        self.appFreeTemplates = templates.filter(isAppFree)
        self.rarity = Float(log(Double(templateCount + 1) / Double(max(1, templates.count))))
    }
}

/// One part of a template: a word, the app's name, or a slot.
enum TemplateElement: Sendable {
    case word(Int32, isSmall: Bool)
    case app
    case slot(name: String, vocabulary: Int32)
}

struct CompiledTemplate: Sendable {
    var shortcutID: String
    /// The shortcut's number, shared by every template of the shortcut.
    var shortcut: Int32
    var app: Int32
    var elements: [TemplateElement]
    /// The most a perfect match can be worth; scores are 1 - cost / weight.
    var weight: Double
    var mentionsApp: Bool
    /// Summed rarity of the template's own content words, for ranking index candidates.
    var wordRarity: Float = 0
    var isConsequential: Bool
    /// A word of the phrase is also a word of its app's name ("Start a workout in {app}" in Workout).
    var sharesWordWithAppName = false
    /// No reading after the alignment takes back what a phrase word or slot the utterance does
    /// not say costs: no phrase word names a number parameter, and each slot has the vocabulary
    /// its shortcut reads values said elsewhere with. The bound of `TemplateAligner.scoreLimits` holds then.
    var refundsOnlySaidParts = false
    /// The element of the phrase's verb: its first word, when only the app's name comes before it; -1 if none.
    var leadingWord: Int
    /// The word of the phrase's verb (`leadingWord`), if it opens with one.
    var leadingVerb: Int32? {
        guard leadingWord >= 0, case .word(let id, _) = elements[leadingWord] else { return nil }
        return id
    }
    /// Values the intent takes that no phrase of the shortcut has a place for.
    var looseValues: LooseValues { loose.values }
    /// `looseValues`, held once for every copy of the template: the matcher copies a template
    /// for each one it tries, and copying these tables would cost more than the rest.
    private let loose: SharedLooseValues
    /// Words that stand for a text parameter, by element: the words said in their place are its value.
    var textPlaces: [Int: String] = [:]

    init(
        shortcutID: String, shortcut: Int32, app: Int32, elements: [TemplateElement],
        vocabularies: [CompiledVocabulary], isConsequential: Bool, looseValues: LooseValues = LooseValues()
    ) {
        self.isConsequential = isConsequential
        self.loose = looseValues == SharedLooseValues.empty.values ? .empty : SharedLooseValues(looseValues)
        self.leadingWord = elements.firstIndex { if case .app = $0 { false } else { true } }
            .flatMap { index in if case .word(_, false) = elements[index] { index } else { nil } } ?? -1
        self.shortcutID = shortcutID
        self.shortcut = shortcut
        self.app = app
        self.elements = elements
        self.mentionsApp = elements.contains { if case .app = $0 { true } else { false } }
        self.weight = elements.reduce(0) { total, element in
            switch element {
            case .word(_, let isSmall): total + (isSmall ? MatchCosts.smallWordWeight : MatchCosts.contentWordWeight)
            case .app: total + MatchCosts.appWeight
            case .slot(_, let vocabulary):
                total + (vocabularies[Int(vocabulary)].isNumber ? MatchCosts.numberSlotWeight : MatchCosts.valueSlotWeight)
            }
        }
    }
}

/// A template's loose values, shared by its copies.
private final class SharedLooseValues: Sendable {
    /// No loose values, shared by every template that has none.
    static let empty = SharedLooseValues(LooseValues())

    let values: LooseValues

    init(_ values: LooseValues) { self.values = values }
}

struct CompiledApp: Sendable {
    /// The app's name and synonyms as word numbers.
    var forms: [[Int32]] = []
    var templates: [Int32] = []
}

struct ValueForm: Sendable {
    var value: Int32
    var words: [Int32]
}

struct CompiledVocabulary: Sendable {
    var isNumber: Bool
    /// A date parameter's: besides its spoken days, it takes a date written `yyyy-mm-dd`.
    var readsDays = false
    var canonicals: [String] = []
    var forms: [ValueForm] = []
    var formsByFirstWord = IDMap<[Int32]>()
}

extension CompiledRegistry {
    /// The verb of the phrase of template `index` ("pay" for "Pay for parking in {app}"), if it
    /// opens with one.
    func phraseVerb(ofTemplate index: Int) -> String? {
        templates[index].leadingVerb.map(words.text(of:))
    }

    /// The words the phrases of `template`'s shortcut in its app say, small words aside, and
    /// without each phrase's verb when `besidesVerbs` ("ride" of "Log a ride in {app}").
    func shortcutWords(of template: CompiledTemplate, besidesVerbs: Bool = false) -> [String] {
        apps[Int(template.app)].templates.lazy.map { self.templates[Int($0)] }
            .filter { $0.shortcut == template.shortcut }
            .flatMap { phrase in
                phrase.elements.indices.compactMap { position -> String? in
                    guard !(besidesVerbs && position == phrase.leadingWord), case .word(let id, false) = phrase.elements[position]
                    else { return nil }
                    return self.words.text(of: id)
                }
            }
    }
}
