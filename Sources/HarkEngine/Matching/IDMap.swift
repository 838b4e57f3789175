/// A read-only table keyed by numbers (word numbers, mostly) that answers as the
/// `[Int32: Value]` it was made from, without hashing each key with SipHash.
///
/// Reading an utterance looks word numbers up in the registry's postings, in its apps' names
/// and in each vocabulary read, a few hundred times; a `Dictionary` spends about a hundred
/// instructions on each, this table (open addressing, a multiplicative hash) about fifteen.
struct IDMap<Value: Sendable>: Sendable {
    /// An index into `keys` and `values`, or -1; the count is a power of two, or zero.
    private var slots: [Int32] = []
    private var keys: [Int32] = []
    private var values: [Value] = []

    init() {}

    init(_ dictionary: [Int32: Value]) {
        guard !dictionary.isEmpty else { return }
        var count = 4
        while count < dictionary.count * 2 { count *= 2 }
        slots = [Int32](repeating: -1, count: count)
        keys.reserveCapacity(dictionary.count)
        values.reserveCapacity(dictionary.count)
        for (key, value) in dictionary {
            var slot = slotIndex(of: key)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(keys.count)
            keys.append(key)
            values.append(value)
        }
    }

    /// The value of `key`, as the dictionary gives it.
    subscript(key: Int32) -> Value? {
        guard !slots.isEmpty else { return nil }
        var slot = slotIndex(of: key)
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if keys[entry] == key { return values[entry] }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// Where the search for `key` starts: the high bits of its product with a large odd number.
    private func slotIndex(of key: Int32) -> Int {
        let mixed = UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (slots.count - 1)
    }
}
