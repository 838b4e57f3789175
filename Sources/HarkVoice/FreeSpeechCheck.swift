/// Whether the grammar's best path is a request, or free speech the grammar was stretched over
/// ("text my sister that dinner is ready" → "track my intake in hydrator thank you"): then more
/// than one of its words fits its sound much worse than free phones do. Its limits were tuned on
/// `bench/free_speech.py`'s dev sentences only (requests kept their second-weakest word above
/// 0.5; free speech mostly fell below 0.2), and held on its test sentences and other voices.
struct FreeSpeechCheck {
    /// A word below this confidence is weak; one may be (the first word after a pause often
    /// is), two are not a request.
    static let weakWord = 0.3
    static let mostWeakWords = 1

    let path: [HeardWord]

    init(_ path: [HeardWord]) {
        self.path = path
    }

    /// How many words, courtesy too, fit their sound worse than `weakWord`.
    var weakWords: Int { path.filter { $0.confidence < Self.weakWord }.count }

    /// Why the path is not taken as a request, or nil when it is.
    var rejection: Hearing.Rejection? { weakWords > Self.mostWeakWords ? .weakWords : nil }
}
