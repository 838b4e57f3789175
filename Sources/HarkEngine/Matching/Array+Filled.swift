extension Array {
    /// `count` copies of `value`, as `init(repeating:count:)` makes them. That initialiser looks
    /// the array's storage type up in the runtime's metadata cache on every call in this
    /// statically linked binary, a cost paid many times per utterance; appending to reserved
    /// capacity is not. For the small per-utterance tables (one entry per word).
    init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}
