/// The value of a text parameter said in place of the phrase's word for it: "find the
/// passports" for "Find an item" gives "the passports", as an answer would; "delete the lasagne
/// recipe" for "Delete a recipe" gives "the lasagne", "find me the hobbit" "the hobbit".
enum TextPlace {
    /// `words` without who they are for before them, or from the words after "named", "called"
    /// or "titled" ("a guest named Tom Becker"), and without the parameter's own word before or
    /// after them (a word `naming` reads as a text parameter's), nor a number parameter's word or a
    /// tie ("for") when its number follows (`numberFollows`) or "as a" before the phrase's word,
    /// nor who a named person is to the speaker ("my wife Priya Shah"), or as said when nothing
    /// else is left.
    static func value(of words: [String], naming: LooseValues, numberFollows: Bool = false) -> String {
        var kept = words[...]
        // "my friend called Priya": the name after "called", "named" or "titled".
        if let namer = kept.lastIndex(where: { LooseValues.namers.contains($0) && $0 != "as" }), namer + 1 < kept.endIndex {
            kept = kept[(namer + 1)...]
        }
        while let first = kept.first, kept.count > 1, leading.contains(first) { kept = kept.dropFirst() }
        // "report a problem: the boiler keeps losing pressure": the phrase's word said as itself,
        // and what it is after it.
        if let first = kept.first, kept.count > 1, naming.textParameter(namedBy: first) != nil {
            kept = kept.dropFirst()
        }
        if let last = kept.last, kept.count > 1, naming.textParameter(namedBy: last) != nil {
            kept = kept.dropLast()
        }
        // "a driver named Luis Ortega, age 52": the word naming a number parameter before its number;
        // "ban Toby for 3 days": the word tying the number to the request.
        if numberFollows, let last = kept.last, kept.count > 1,
            LooseValues.ties.contains(last) || naming.numberParameterWords.keys.contains(where: { naming.names(last, $0) }) {
            kept = kept.dropLast()
        }
        // "add Priya Shah as a driver": "as a" leads to the phrase's word, and is no part of the name.
        if kept.count > 2, kept.last.map(roleDeterminers.contains) == true, kept[kept.endIndex - 2] == "as" {
            kept = kept.dropLast(2)
        } else if kept.count > 1, kept.last == "as" {
            kept = kept.dropLast()
        }
        // "add my wife Priya Shah as a driver": the name after who the person is to the speaker.
        // A possessive before it may have gone to the phrase's own word ("my" of "Add my …").
        let relation = kept.first.map(possessives.contains) == true ? kept.startIndex + 1 : kept.startIndex
        if kept.endIndex - relation >= 2, let nouns = WordNetNouns.shared, nouns.namesPerson(kept[relation]),
            !nouns.mayBeAName(kept[relation]), kept[(relation + 1)...].allSatisfy(nouns.mayBeAName) {
            kept = kept[(relation + 1)...]
        }
        return kept.joined(separator: " ")
    }

    /// Words before a person's relation to the speaker ("my wife", "our neighbour").
    private static let possessives: Set<String> = ["my", "our", "his", "her", "their"]

    /// Words between "as" and the role a name is given ("as a driver", "as my guest").
    private static let roleDeterminers: Set<String> = ["a", "an", "the", "my", "our"]

    /// Words before a thing that say who it is for, not what it is ("find me the hobbit").
    private static let leading: Set<String> = ["me", "us"]
}
