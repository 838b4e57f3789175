/// Two numbers said as a range or a choice ("8 to 10 oz", "8-10 oz", "5 or 10 minutes",
/// "between 8 and 10 ounces"), read as one word that is no number ("8–10"), so neither fills a
/// parameter and Hark asks for the value instead of taking the first.
enum NumberRanges {
    static func reading(_ words: [String]) -> [String] {
        // A range has a number right after the word joining it: most requests saying "to" or
        // "or" have none, and no other word is then read as the start of a range.
        guard words.indices.dropLast().contains(where: { index in
            (connectors.contains(words[index]) || words[index] == "and") && number(in: words, at: index + 1) != nil
        }) else { return words }
        return SpanReading.rewriting(words) { words, start in
            // "between 8 and 10" is the range alone.
            if words[start] == "between", start + 1 < words.count, let (range, length) = range(in: words, at: start + 1) {
                return (range, length + 1)
            }
            return range(in: words, at: start)
        }
    }

    /// Whether `words` (read by `reading`) hold a range or a choice of two numbers.
    static func holdsRange(_ words: [String]) -> Bool {
        words.contains { word in word.contains("–") && word.first?.isNumber == true && word.last?.isNumber == true }
    }

    /// The range starting at `start`, as its words ("8–10", and the unit said after the first
    /// number, if any), and how many words it took.
    private static func range(in words: [String], at start: Int) -> ([String], Int)? {
        guard let first = number(in: words, at: start) else { return nil }
        var index = start + first.length
        let unit = index < words.count && UnitWords.isUnit(words[index]) ? words[index] : nil
        if unit != nil { index += 1 }
        let between = start > 0 && words[start - 1] == "between"
        // Both in digits or both in words: "the bottom one to 25" is no range; and near each other,
        // as two guesses at one amount are: "set printer 3 to 215 degrees" sets two values.
        guard index < words.count, between ? words[index] == "and" : connectors.contains(words[index]),
            let second = number(in: words, at: index + 1), first.isDigits == second.isDigits,
            areNear(first.text, second.text)
        else { return nil }
        return (["\(first.text)–\(second.text)"] + (unit.map { [$0] } ?? []), index + 1 + second.length - start)
    }

    /// A number said in digits or words at `index` ("a" alone is none): as digits, how many
    /// words it takes, and whether it was said in digits.
    private static func number(in words: [String], at index: Int) -> (text: String, length: Int, isDigits: Bool)? {
        guard index < words.count, words[index] != "a", let said = NumberParser.said(in: words, at: index) else { return nil }
        return (said.digits, said.tokenCount, said.isDigits)
    }

    /// Whether two numbers are near enough to be a range or a choice: the larger at most four
    /// times the smaller ("8 to 10", "5 or 10", "1 or 2"; not "3 to 215").
    private static func areNear(_ first: String, _ second: String) -> Bool {
        guard let a = Double(first), let b = Double(second), a > 0, b > 0 else { return true }
        return max(a, b) <= 4 * min(a, b)
    }

    /// Words that join the two numbers of a range or a choice ("-" is read as "to"; "and" only
    /// after "between").
    private static let connectors = WordMap<Bool>(["to", "or"])
}
