/// A yes/no parameter's title said alone is yes: "…, it's urgent", "high chair please".
extension TemplateAligner {
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
