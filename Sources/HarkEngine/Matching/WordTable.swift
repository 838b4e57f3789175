/// Every word the registry uses, numbered, with a lookup for one-typo neighbours.
///
/// Typo lookup uses deletion keys: a typed word and a known word one edit apart share
/// the hash of one of their one-letter deletions (first letter kept), so only a handful
/// of known words are checked with `TypoMatch`.
struct WordTable: Sendable {
    private(set) var words: [[UInt8]] = []
    private var ids = WordMap<Int32>()
    private var byDeletion: [UInt64: [Int32]] = [:]
    private var byWhole: [UInt64: [Int32]] = [:]

    /// The number of `word`, adding it if new; `typoTarget: false` keeps a new word out of
    /// typo lookups (words the matcher only needs to recognise, such as number words).
    mutating func intern(_ word: String, typoTarget: Bool = true) -> Int32 {
        if let id = ids[word] { return id }
        let id = Int32(words.count)
        let bytes = Array(word.utf8)
        words.append(bytes)
        ids.updateValue(id, forKey: word)
        if typoTarget && bytes.count >= 4 {
            byWhole[Self.hash(bytes, skipping: -1), default: []].append(id)
            for position in 1..<bytes.count {
                byDeletion[Self.hash(bytes, skipping: position), default: []].append(id)
            }
        }
        return id
    }

    /// The number of a known word.
    func id(of word: String) -> Int32? { ids[word] }

    /// The text of a known word.
    func text(of id: Int32) -> String { String(decoding: words[Int(id)], as: UTF8.self) }

    /// Known words that `typed` is a one-typo spelling of.
    func typoNeighbours(of typed: String) -> [Int32] {
        let bytes = Array(typed.utf8)
        guard bytes.count >= 3, bytes.count <= 40 else { return [] }
        var found: [Int32] = []
        func consider(_ candidates: [Int32]?) {
            for id in candidates ?? [] where !found.contains(id) && TypoMatch.isOneTypo(bytes, of: words[Int(id)]) {
                found.append(id)
            }
        }
        consider(byDeletion[Self.hash(bytes, skipping: -1)])
        for position in 1..<bytes.count {
            let key = Self.hash(bytes, skipping: position)
            consider(byWhole[key])
            consider(byDeletion[key])
        }
        return found
    }

    /// FNV-1a over the bytes, leaving out the one at `skipping` (none when negative).
    private static func hash(_ bytes: [UInt8], skipping: Int) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, byte) in bytes.enumerated() where index != skipping {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return value ^ UInt64(bytes.count - (skipping >= 0 ? 1 : 0))
    }
}
