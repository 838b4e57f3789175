/// Finds slot values anywhere in free text, such as a person's answer to a prompt.
///
///     "8 ounces of water" → ounces: 8, drink: water
///     "a glass of water"  → drink: water (no number: "a" alone is not one)
///     "cofee"             → drink: coffee (one typo in a word of four letters or more)
///
/// Rules: value slots are filled first, in slot-name order, each by its best mention (fewest
/// typos, then most words, then earliest); words one slot took are not reused. Number slots
/// then take the numbers left, in slot-name order: numbers followed by a unit before bare
/// ones, each group in the order said ("make it 2, no, 8 oz" gives 8). A number too large
/// for `Int` fills nothing; a negative one is handed back for the caller to refuse.
/// A slot with nothing said for it is absent from the result.
enum SlotFinder {
    static func fill(in text: String, vocabularies: [String: SlotVocabulary]) -> [String: SlotFill] {
        let tokens = UtteranceReading.tokens(of: text)
        let (values, claimed) = valueMentions(in: tokens, vocabularies: vocabularies)
        var fills = values
        var numbers = numbersSaid(in: tokens, claimed: claimed)
        for name in vocabularies.keys.sorted() where vocabularies[name] == .number && !numbers.isEmpty {
            fills[name] = .number(numbers.removeFirst())
        }
        return fills
    }

    /// The values of the value vocabularies said in `tokens`, each by its best mention, and the
    /// tokens they took. `first` is served before the others, which follow in name order.
    static func valueMentions(
        in tokens: [String], vocabularies: [String: SlotVocabulary], first: String? = nil
    ) -> (fills: [String: SlotFill], claimed: [Bool]) {
        let bytes = tokens.map { Array($0.utf8) }
        var claimed = [Bool](repeating: false, count: tokens.count)
        var fills: [String: SlotFill] = [:]
        let names = vocabularies.keys.sorted { ($0 == first ? 0 : 1, $0) < ($1 == first ? 0 : 1, $1) }
        for name in names {
            guard case .values(let values)? = vocabularies[name],
                let found = bestMention(of: values, in: bytes, claimed: claimed)
            else { continue }
            fills[name] = .value(found.canonical)
            for position in found.range { claimed[position] = true }
        }
        return (fills, claimed)
    }

    /// The display name of every value of `vocabulary` said word for word in `tokens`, once
    /// each, in the order said ("tea and coffee" → tea, coffee).
    static func namesOfEveryValue(said tokens: [String], of vocabulary: SlotVocabulary) -> [String] {
        guard case .values(let values) = vocabulary else { return [] }
        let bytes = tokens.map { Array($0.utf8) }
        var claimed = [Bool](repeating: false, count: tokens.count)
        var mentions: [Mention] = []
        while let mention = bestMention(of: values, in: bytes, claimed: claimed), mention.typos == 0 {
            mentions.append(mention)
            for position in mention.range { claimed[position] = true }
        }
        var seen: Set<String> = []
        return mentions.sorted { $0.range.lowerBound < $1.range.lowerBound }.map(\.canonical).filter { seen.insert($0).inserted }
            .map { canonical in values.first { $0.canonical == canonical }?.spoken.first ?? canonical }
    }

    private struct Mention {
        var canonical: String
        var range: Range<Int>
        var typos: Int
    }

    private static func bestMention(of values: [SlotValue], in tokens: [[UInt8]], claimed: [Bool]) -> Mention? {
        var best: Mention?
        for value in values {
            for spoken in value.spoken.isEmpty ? [value.canonical] : value.spoken {
                let form = CompiledRegistry.matchTokens(spoken).map { Array($0.utf8) }
                guard !form.isEmpty, form.count <= tokens.count else { continue }
                for start in 0...(tokens.count - form.count) {
                    guard let typos = typos(of: form, at: start, in: tokens, claimed: claimed) else { continue }
                    let mention = Mention(canonical: value.canonical, range: start..<(start + form.count), typos: typos)
                    if best.map({ isBetter(mention, than: $0) }) ?? true { best = mention }
                }
            }
        }
        return best
    }

    private static func isBetter(_ a: Mention, than b: Mention) -> Bool {
        if a.typos != b.typos { return a.typos < b.typos }
        if a.range.count != b.range.count { return a.range.count > b.range.count }
        return a.range.lowerBound < b.range.lowerBound
    }

    /// Typos needed for `form` to be said at `start` (at most one), or nil if it is not.
    private static func typos(of form: [[UInt8]], at start: Int, in tokens: [[UInt8]], claimed: [Bool]) -> Int? {
        var typos = 0
        for (offset, word) in form.enumerated() {
            let token = tokens[start + offset]
            if claimed[start + offset] { return nil }
            if token == word { continue }
            guard typos == 0, TypoMatch.isOneTypo(token, of: word) else { return nil }
            typos = 1
        }
        return typos
    }

    /// Whole numbers in `Int` range not inside a claimed value, those followed by a unit first.
    private static func numbersSaid(in tokens: [String], claimed: [Bool]) -> [Int] {
        var withUnit: [Int] = []
        var bare: [Int] = []
        var position = 0
        while position < tokens.count {
            guard !claimed[position], let span = NumberParser.number(in: tokens, at: position) else {
                position += 1
                continue
            }
            let after = position + span.tokenCount
            if case .value(let value) = span.reading {
                if after < tokens.count && UnitWords.isUnit(tokens[after]) {
                    withUnit.append(value)
                } else {
                    bare.append(value)
                }
            }
            position = after
        }
        return withUnit + bare
    }
}
