/// Strips what people add around a request: "hey hark, could you please … thanks",
/// "I'd like to …", "let's …".
enum Politeness {
    /// `words` without leading wake words, politeness and fillers, nor trailing thanks.
    static func strip(_ words: [String]) -> [String] {
        var start = 0
        var end = words.count
        var changed = true
        while changed {
            changed = false
            for phrase in leading where hasPhrase(phrase, in: words, at: start, before: end) {
                start += phrase.count
                changed = true
            }
            for phrase in trailing where end - phrase.count >= start
                && hasPhrase(phrase, in: words, at: end - phrase.count, before: end)
            {
                end -= phrase.count
                changed = true
            }
        }
        return Array(words[start..<end])
    }

    private static func hasPhrase(_ phrase: [String], in words: [String], at start: Int, before end: Int) -> Bool {
        guard start + phrase.count <= end else { return false }
        return phrase.indices.allSatisfy { words[start + $0] == phrase[$0] }
    }

    /// The phrases stripped before a request ("hey hark", "please").
    static var leadingPhrases: [String] { leading.map { $0.joined(separator: " ") } }
    /// The phrases stripped after a request ("thanks").
    static var trailingPhrases: [String] { trailing.map { $0.joined(separator: " ") } }

    private static let leading: [[String]] = [
        ["hey", "hark"], ["ok", "hark"], ["okay", "hark"], ["hark"], ["hey"], ["ok"], ["okay"],
        ["please"], ["can", "you"], ["could", "you"], ["would", "you"], ["will", "you"],
        ["i", "would", "like", "to"], ["i", "want", "to"], ["i", "need", "to"], ["let", "us"], ["go", "ahead", "and"],
        ["um"], ["uh"], ["so"],
    ]

    private static let trailing: [[String]] = [
        ["please"], ["thanks"], ["thank", "you"], ["thx"],
    ]
}
