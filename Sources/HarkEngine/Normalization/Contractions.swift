/// Expands English contractions, with or without their apostrophe.
///
/// "what's" and "whats" → "what is", "don't" and "dont" → "do not", "I'm" → "i am".
/// A possessive keeps its letters without the apostrophe ("milo's" → "milos"), so a phrase and
/// a typed form that dropped the apostrophe read the same; a day's is the day ("friday's" →
/// "friday", "yesterday's" → "yesterday").
enum Contractions {
    /// The words a single (lowercased) word stands for.
    static func expand(_ word: String) -> [String] { expand(word, splittingPossessive: false) }

    /// With `splittingPossessive`, a possessive is its word and "s" ("milo's" → "milo", "s"), as
    /// a phrase's "{pet}'s" reads: a slot and "s".
    static func expand(_ word: String, splittingPossessive: Bool) -> [String] {
        if let whole = wholeWords[word] { return whole }
        guard word.utf8.contains(UInt8(ascii: "'")) else { return [word] }
        if let whole = wholeWords[word.replacingApostrophes()] { return whole }
        for (ending, expansion) in endings where word.hasSuffix(ending) {
            let stem = String(word.dropLast(ending.count))
            // "friday's" is the day, where "fridays" may be every Friday.
            if ending == "'s", DayWords.spoken.contains(stem) || stem == "yesterday" { return [stem] }
            if ending == "'s" && !isVerbStems.contains(stem) {
                return splittingPossessive && !stem.isEmpty ? [stem.replacingApostrophes(), "s"] : [stem + "s"]
            }
            if !stem.isEmpty { return [stem.replacingApostrophes(), expansion] }
        }
        return [word.replacingApostrophes()]
    }

    /// Contractions that do not split into stem + ending, and apostrophe-less forms
    /// that are not words in their own right.
    private static let wholeWords = WordMap<[String]>([
        "won't": ["will", "not"], "can't": ["can", "not"], "shan't": ["shall", "not"],
        "ain't": ["is", "not"], "let's": ["let", "us"], "i'm": ["i", "am"],
        "whats": ["what", "is"], "thats": ["that", "is"], "theres": ["there", "is"],
        "wheres": ["where", "is"], "whos": ["who", "is"], "hows": ["how", "is"],
        "dont": ["do", "not"], "doesnt": ["does", "not"], "didnt": ["did", "not"],
        "isnt": ["is", "not"], "arent": ["are", "not"], "wasnt": ["was", "not"],
        "cant": ["can", "not"], "wont": ["will", "not"], "im": ["i", "am"],
        "ive": ["i", "have"], "youre": ["you", "are"], "theyre": ["they", "are"],
    ])

    private static let endings: [(String, String)] = [
        ("n't", "not"), ("'re", "are"), ("'ve", "have"), ("'ll", "will"),
        ("'d", "would"), ("'m", "am"), ("'s", "is"),
    ]

    /// Words whose "'s" means "is" rather than a possessive.
    private static let isVerbStems: Set<String> = [
        "what", "that", "it", "there", "here", "he", "she", "who", "where", "how", "when", "why",
    ]
}

extension String {
    fileprivate func replacingApostrophes() -> String {
        String(unicodeScalars.filter { $0 != "'" }.map(Character.init))
    }
}
