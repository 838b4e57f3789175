/// Whether the grammar's best path is a request, or free speech the grammar was stretched over
/// ("text my sister that dinner is ready" → "track my intake in hydrator thank you"): then more
/// of its words fit their sound much worse than free phones do than a request's do. Its limits
/// were chosen on `bench/voice.py`'s and `bench/free_speech.py`'s dev clips only, heard with no
/// history (the limits that give every family's dev rejection a clip to spare, in the middle of
/// the range that does): see docs/decisions.md.
struct FreeSpeechCheck {
    /// A word below this confidence is weak.
    static let weakWord = 0.15
    /// A request may have one weak word (the sound after a pause often is), and in a long
    /// one up to this share of its words (noise weakens a few words of any sentence).
    static let weakShare = 0.2

    let path: [HeardWord]

    init(_ path: [HeardWord]) {
        self.path = path
    }

    /// How many words, courtesy too, fit their sound worse than `weakWord`. When a word of the
    /// request itself fits, those measured over some of the first word's sound count once with
    /// it: the sound after a pause is often weak, and short words there ("add a", each widened
    /// to 0.3 s) share it. A request none of whose own words fits gets no such allowance.
    var weakWords: Int {
        let weak = path.filter { $0.confidence < Self.weakWord }
        guard let first = path.first?.measuredOver,
            path.contains(where: { !$0.isFiller && $0.confidence >= Self.weakWord })
        else { return weak.count }
        let atTheStart = weak.filter { $0.measuredOver.overlaps(first) }.count
        return weak.count - atTheStart + min(atTheStart, 1)
    }

    /// How many weak words a request of this length may have.
    var mostWeakWords: Double { max(1, Self.weakShare * Double(path.count)) }

    /// Why the path is not taken as a request, or nil when it is.
    var rejection: Hearing.Rejection? { Double(weakWords) > mostWeakWords ? .weakWords : nil }
}
