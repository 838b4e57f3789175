/// A yes/no parameter's title said alone is yes: "…, it's urgent", "high chair please".
extension TemplateAligner {
    /// Fills each yes/no parameter whose title the request says alone (`titlesSaidAlone`) with
    /// yes. The title keeps what its words cost: reading it never lifts a score.
    func takeTitlesSaidAlone(
        of template: CompiledTemplate, extraCosts: inout [Double], fills: inout [String: SlotFill], saidAs: inout [String: String]
    ) {
        let costs = extraCosts
        let current = fills
        for (name, words) in titlesSaidAlone(in: template.looseValues, isFree: { costs[$0] >= 0 }, isEmpty: { current[$0] == nil }) {
            fills[name] = .value("true")
            saidAs[name] = reading.said(words)
            for index in words { extraCosts[index] = -1 }
        }
    }

    /// The empty yes/no parameters outside the phrases whose title the words say alone, where
    /// `isFree`, each with the words saying it; none when the words say no anywhere ("a high
    /// chair is not needed", "there's no hot water, it's urgent"): a "no" may be the title's.
    /// The title after "with", "no" or "without" is read as a value of the parameter's vocabulary.
    func titlesSaidAlone(in loose: LooseValues, isFree: (Int) -> Bool, isEmpty: (String) -> Bool) -> [(name: String, words: Range<Int>)] {
        let tokens = reading.tokens
        guard !loose.yesOrNoTitles.isEmpty, !tokens.contains(where: Self.wordsSayingNo.contains) else { return [] }
        return loose.yesOrNoTitles.sorted { $0.key < $1.key }.compactMap { name, title in
            guard isEmpty(name), !title.isEmpty, title.count <= tokens.count else { return nil }
            let start = (0...(tokens.count - title.count)).first { start in
                let words = start..<(start + title.count)
                return tokens[words].elementsEqual(title) && words.allSatisfy(isFree)
            }
            return start.map { (name, $0..<($0 + title.count)) }
        }
    }

    /// Words that say no somewhere in a request.
    private static let wordsSayingNo: Set<String> = ["not", "no", "never", "without", "nothing", "none"]
}
