/// Function words that carry little meaning in a request: missing or extra ones cost less.
enum SmallWords {
    static func contains(_ word: String) -> Bool { lookup.contains(word) }

    static let words: Set<String> = [
        "a", "an", "the", "my", "me", "to", "in", "on", "of", "for", "with", "via", "using", "from",
        "at", "by", "into", "onto", "up", "your", "our", "some", "this", "that", "these", "and",
        "is", "it", "all", "as", "please", "now", "just", "i", "am", "do", "can", "would",
    ]
    /// `words`, read by `contains` for many words of every utterance.
    private static let lookup = WordMap<Bool>(words)
}
