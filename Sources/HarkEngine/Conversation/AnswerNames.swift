/// Whether an answer names something, read as tolerantly as a phrase: case, punctuation and
/// courtesy ignored ("Civic please"), a leading “the” or “my” and a trailing “one” dropped, and
/// one typo forgiven in each word of four letters or more (the matcher's own rule, `TypoMatch`).
/// Failing those, a distinctive part of a name names it ("the leisure one" for "Leisure Pool").
///
///     AnswerNames.says("Walkng", name: "Walking")             // true
///     AnswerNames.says("the calming one", name: "Calming")    // true
enum AnswerNames {
    static func says(_ answer: String, name: String) -> Bool {
        let said = words(answer)
        let named = words(name)
        guard !said.isEmpty, said.count == named.count else { return false }
        return zip(said, named).allSatisfy { typed, word in
            typed == word || TypoMatch.isOneTypo(Array(typed.utf8), of: Array(word.utf8))
        }
    }

    /// The items an answer names by any of their names; exact names win over ones with typos.
    static func named<Item>(by answer: String, among items: [Item], names: (Item) -> [String]) -> [Item] {
        let said = words(answer)
        let exact = items.filter { names($0).contains { words($0) == said } }
        if !exact.isEmpty { return exact }
        let withTypos = items.filter { names($0).contains { says(answer, name: $0) } }
        if !withTypos.isEmpty { return withTypos }
        guard said.contains(where: { !SmallWords.contains($0) }) else { return [] }
        return items.filter { names($0).contains { words($0).contains(said) } }
    }

    private static func words(_ text: String) -> [String] {
        var words = TextNormalizer.tokens(text)
        if words.count > 1, ["the", "my", "our"].contains(words[0]) { words.removeFirst() }
        if words.count > 1, words.last == "one" { words.removeLast() }
        return words
    }
}
