/// A table keyed by words that answers exactly as a `[String: Value]` does, faster for the
/// short ASCII words the matcher reads.
///
/// A `Dictionary` hashes a `String` key with SipHash over its normalised scalars: some three
/// hundred instructions a lookup, and reading one utterance looks a few hundred words up. Here
/// an ASCII word is hashed with FNV-1a over its bytes and compared byte for byte. Between ASCII
/// strings `String` equality is byte equality, so while every key is ASCII the answer is the
/// dictionary's; a word with another scalar, or any word once a key is not ASCII, is looked up
/// in the dictionary itself.
struct WordMap<Value: Sendable>: Sendable {
    /// Every entry, for the words the byte table does not answer for.
    private(set) var dictionary: [String: Value] = [:]
    /// Open addressing over the ASCII keys: an index into `keyEnds` and `values`, or -1.
    private var slots: [Int32] = []
    /// The ASCII keys' bytes, one after the other; key `k` ends at `keyEnds[k]`.
    private var keyBytes: [UInt8] = []
    private var keyEnds: [Int32] = []
    private var values: [Value] = []
    /// Some key is not ASCII: the dictionary answers every lookup.
    private var hasOtherKey = false

    init() {}

    init(_ dictionary: [String: Value]) {
        for (word, value) in dictionary { updateValue(value, forKey: word) }
    }

    /// The value of `word`, as `dictionary[word]` gives it.
    subscript(word: String) -> Value? {
        guard !hasOtherKey, let found = index(of: word) else { return dictionary[word] }
        return found >= 0 ? values[found] : nil
    }

    /// Whether `word` is a key.
    func contains(_ word: String) -> Bool {
        self[word] != nil
    }

    /// Sets the value of `word`, adding it if new.
    mutating func updateValue(_ value: Value, forKey word: String) {
        dictionary[word] = value
        guard !hasOtherKey else { return }
        guard let found = index(of: word) else {
            hasOtherKey = true
            return
        }
        if found >= 0 {
            values[found] = value
            return
        }
        if (values.count + 1) * 2 > slots.count { grow() }
        keyBytes.append(contentsOf: word.utf8)
        keyEnds.append(Int32(keyBytes.count))
        values.append(value)
        place(Int32(values.count - 1), hash: Self.hash(word.utf8))
    }

    /// Where `word` is among the ASCII keys: its index, -1 when it is none of them, nil when
    /// `word` is not ASCII.
    private func index(of word: String) -> Int? {
        var word = word
        return word.withUTF8 { bytes -> Int? in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var high: UInt8 = 0
            for byte in bytes {
                high |= byte
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            guard high < 0x80 else { return nil }
            guard !slots.isEmpty else { return -1 }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = Int(slots[slot])
                if entry < 0 { return -1 }
                let start = entry == 0 ? 0 : Int(keyEnds[entry - 1])
                let end = Int(keyEnds[entry])
                if end - start == bytes.count, keyBytes.withUnsafeBufferPointer({ keys in
                    bytes.indices.allSatisfy { keys[start + $0] == bytes[$0] }
                }) {
                    return entry
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Doubles the slots (at least 16) and places every key again.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: max(16, slots.count * 2))
        for entry in values.indices {
            let start = entry == 0 ? 0 : Int(keyEnds[entry - 1])
            place(Int32(entry), hash: Self.hash(keyBytes[start..<Int(keyEnds[entry])]))
        }
    }

    /// Puts key `entry` in the first free slot from its hash on.
    private mutating func place(_ entry: Int32, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    /// FNV-1a over `bytes`.
    private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}

extension WordMap where Value == Bool {
    /// A set of words: each of `words` maps to true.
    init<Words: Sequence<String>>(_ words: Words) {
        for word in words { updateValue(true, forKey: word) }
    }
}
