/// The one-typo rule: one edit (insert, delete, replace, or swap two neighbours) in a word
/// of four letters or more, never at its first letter.
enum TypoMatch {
    /// Whether `typed` is `word` with exactly one such typo.
    static func isOneTypo(_ typed: [UInt8], of word: [UInt8]) -> Bool {
        guard word.count >= 4, typed.first == word.first, abs(typed.count - word.count) <= 1 else {
            return false
        }
        var mismatch = 0
        let shorter = min(typed.count, word.count)
        while mismatch < shorter && typed[mismatch] == word[mismatch] { mismatch += 1 }
        if typed.count == word.count {
            guard mismatch < typed.count else { return false }
            if suffixesEqual(typed, mismatch + 1, word, mismatch + 1) { return true }
            return mismatch + 1 < typed.count
                && typed[mismatch] == word[mismatch + 1] && typed[mismatch + 1] == word[mismatch]
                && suffixesEqual(typed, mismatch + 2, word, mismatch + 2)
        }
        return typed.count > word.count
            ? suffixesEqual(typed, mismatch + 1, word, mismatch)
            : suffixesEqual(typed, mismatch, word, mismatch + 1)
    }

    private static func suffixesEqual(_ a: [UInt8], _ aStart: Int, _ b: [UInt8], _ bStart: Int) -> Bool {
        guard a.count - aStart == b.count - bStart else { return false }
        var i = aStart
        var j = bStart
        while i < a.count {
            if a[i] != b[j] { return false }
            i += 1
            j += 1
        }
        return true
    }
}
