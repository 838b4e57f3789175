/// Whether an answer names something, read as tolerantly as a phrase: case and punctuation
/// ignored, a leading “the” and a trailing “one” dropped, and one typo forgiven in each word of
/// four letters or more (the matcher's own rule, `TypoMatch`).
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
        return items.filter { names($0).contains { says(answer, name: $0) } }
    }

    private static func words(_ text: String) -> [Substring] {
        var words = UniversalWords.fold(text).split(separator: " ")
        if words.count > 1, words.first == "the" { words.removeFirst() }
        if words.count > 1, words.last == "one" { words.removeLast() }
        return words
    }
}
