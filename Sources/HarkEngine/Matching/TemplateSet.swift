/// A set of template numbers as one bit per template: a registry's worth costs a few hundred
/// words, and testing or adding one hashes nothing.
struct TemplateSet {
    private var bits: [UInt64]

    init(count: Int) {
        bits = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    /// Adds `template`; whether it was not in the set before.
    mutating func insert(_ template: Int32) -> Bool {
        let word = Int(template) >> 6
        let bit = UInt64(1) << UInt64(template & 63)
        guard bits[word] & bit == 0 else { return false }
        bits[word] |= bit
        return true
    }
}
