/// Whether the grammar's best path is a request, or free speech the grammar was stretched over:
/// a long sentence heard as a short phrase padded with courtesy ("text my sister that dinner is
/// ready" → "track my intake in hydrator thank you"), or with words that fit their sound much
/// worse than free phones do. Its limits were tuned on `bench/free_speech.py`'s dev sentences
/// only (requests kept their second-weakest word above 0.5; free speech mostly fell below 0.2).
struct FreeSpeechCheck {
    /// A word below this confidence is weak; one may be (the first word after a pause often
    /// is), two are not a request.
    static let weakWord = 0.3
    static let mostWeakWords = 1
    /// The share of the words' time the courtesy around the request may take.
    static let mostFillerShare = 0.35

    let path: [HeardWord]

    init(_ path: [HeardWord]) {
        self.path = path
    }

    /// Seconds of courtesy over seconds of all words heard.
    var fillerShare: Double {
        let total = path.reduce(0) { $0 + $1.seconds }
        return total > 0 ? path.filter(\.isFiller).reduce(0) { $0 + $1.seconds } / total : 0
    }

    /// How many words, courtesy too, fit their sound worse than `weakWord`.
    var weakWords: Int { path.filter { $0.confidence < Self.weakWord }.count }

    /// Why the path is not taken as a request, or nil when it is.
    var rejection: Hearing.Rejection? {
        if weakWords > Self.mostWeakWords { return .weakWords }
        if fillerShare > Self.mostFillerShare { return .fillersStretched }
        return nil
    }
}
