/// A teen and the ten it sounds like ("sixteen" and "sixty"), and how the length of the last
/// syllable tells them apart.
///
/// The two differ in one short sound, a final n that runs into the next word, and a recogniser
/// takes one for the other. What differs more is time: a teen holds its last vowel (six-TEEN),
/// a ten clips it (SIX-ty). `Recognizer` times that syllable phone by phone, in units of the
/// speaker's own mean phone length, and `isTeen` weighs the two timings.
///
///     TeenOrTen.pair(of: "sixty")?.teen                                  // "sixteen"
///     TeenOrTen.isTeen(EndingTiming(lastSyllable: 2.1, lastVowel: 1.8))   // true
struct TeenOrTen: Sendable, Equatable {
    let teen: String
    let ten: String

    /// Thirteen and thirty to nineteen and ninety.
    static let pairs = zip(NumberWords.teens.dropFirst(3), NumberWords.tens.dropFirst()).map(TeenOrTen.init)

    static func pair(of word: String) -> TeenOrTen? {
        pairs.first { $0.teen == word || $0.ten == word }
    }

    /// A logistic regression over the two timings, fitted by `Scripts/fit_teen_or_ten.py` on
    /// espeak-ng voices, rates and sentences that `make bench` does not use.
    static func isTeen(_ timing: EndingTiming) -> Bool {
        weights.syllable * timing.lastSyllable + weights.vowel * timing.lastVowel > weights.threshold
    }

    static let weights = (syllable: 2.585, vowel: 3.247, threshold: 8.049)
}

/// How long a teen-or-ten word's ending lasts, in mean phone lengths of the same utterance.
public struct EndingTiming: Sendable, Equatable {
    /// The teen's last vowel and n ("-een"), when the word is timed as the teen.
    public var lastSyllable: Double
    /// The ten's last vowel ("-y"), when the word is timed as the ten.
    public var lastVowel: Double
}

/// One teen-or-ten word the recogniser decided again by its ending: what the grammar search
/// heard, what the timing says, and the timing.
public struct TeenOrTenCheck: Sendable, Equatable, Encodable {
    /// The word as the grammar search heard it.
    public var decoded: String
    /// The word kept.
    public var heard: String
    public var timing: EndingTiming

    private enum Keys: String, CodingKey { case decoded, heard, lastSyllable, lastVowel }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(decoded, forKey: .decoded)
        try container.encode(heard, forKey: .heard)
        try container.encode((timing.lastSyllable * 1000).rounded() / 1000, forKey: .lastSyllable)
        try container.encode((timing.lastVowel * 1000).rounded() / 1000, forKey: .lastVowel)
    }
}
