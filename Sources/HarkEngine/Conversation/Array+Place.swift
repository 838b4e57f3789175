extension Array {
    /// The element at a place said as `UniversalWords.ordinal` reads it (0 the first, -1 the
    /// last); nil past either end.
    func element(atPlace place: Int) -> Element? {
        let index = place < 0 ? count + place : place
        return indices.contains(index) ? self[index] : nil
    }
}
