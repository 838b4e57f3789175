/// The loop the normaliser's readers share: each span of words a reader finds is replaced by
/// what it reads there ("may 12" → "may-12", "7 pm" → "7:00 pm"), the words between kept as
/// they are.
enum SpanReading {
    /// `words` with each span `read` finds, from left to right, replaced by its words.
    /// `read(words, start)` gives the words read from `start` and how many it took, or nil.
    static func rewriting(_ words: [String], by read: (_ words: [String], _ start: Int) -> (words: [String], length: Int)?) -> [String] {
        var result: [String] = []
        result.reserveCapacity(words.count)
        var index = 0
        while index < words.count {
            if let (replacement, length) = read(words, index) {
                result += replacement
                index += length
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }
}
