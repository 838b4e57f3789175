/// Whether the grammar's best path is a request, or free speech the grammar was stretched over:
/// a long sentence heard as a short phrase padded with courtesy ("text my sister that dinner is
/// ready" → "track my intake in hydrator thank you"), or with a word that fits its sound much
/// worse than free phones do. Its limits were tuned on `bench/free_speech.py`'s dev sentences.
struct FreeSpeechCheck {
    /// The share of the words' time the courtesy around the request may take.
    static let mostFillerShare = 2.0
    /// The least confidence every word of the request itself must have.
    static let weakestWord = 0.0

    let path: [HeardWord]

    init(_ path: [HeardWord]) {
        self.path = path
    }

    /// Seconds of courtesy over seconds of all words heard.
    var fillerShare: Double {
        let total = path.reduce(0) { $0 + $1.seconds }
        return total > 0 ? path.filter(\.isFiller).reduce(0) { $0 + $1.seconds } / total : 0
    }

    /// The lowest confidence among the request's own words (1 when it has none).
    var weakest: Double { path.filter { !$0.isFiller }.map(\.confidence).min() ?? 1 }

    /// Why the path is not taken as a request, or nil when it is.
    var rejection: Hearing.Rejection? {
        if fillerShare > Self.mostFillerShare { return .fillersStretched }
        if weakest < Self.weakestWord { return .weakWord }
        return nil
    }
}
