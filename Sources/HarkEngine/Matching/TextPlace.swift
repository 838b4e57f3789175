/// The value of a text parameter said in place of the phrase's word for it: "find the
/// passports" for "Find an item" gives "the passports", as an answer would; "delete the lasagne
/// recipe" for "Delete a recipe" gives "the lasagne", "find me the hobbit" "the hobbit".
enum TextPlace {
    /// `words` without who they are for before them, or from the words after "named", "called"
    /// or "titled" ("a guest named Tom Becker"), and without the parameter's own word after them
    /// (a word `naming` reads as a text parameter's), or as said when nothing else is left.
    static func value(of words: [String], naming: LooseValues) -> String {
        var kept = words[...]
        // "my friend called Priya": the name after "called", "named" or "titled".
        if let namer = kept.lastIndex(where: { LooseValues.namers.contains($0) && $0 != "as" }), namer + 1 < kept.endIndex {
            kept = kept[(namer + 1)...]
        }
        while let first = kept.first, kept.count > 1, leading.contains(first) { kept = kept.dropFirst() }
        if let last = kept.last, kept.count > 1, naming.textParameter(namedBy: last) != nil {
            kept = kept.dropLast()
        }
        return kept.joined(separator: " ")
    }

    /// Words before a thing that say who it is for, not what it is ("find me the hobbit").
    private static let leading: Set<String> = ["me", "us"]
}
