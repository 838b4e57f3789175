import Foundation
import Synchronization

/// English verbs and how their senses relate, from Princeton WordNet 3.0 as Debian's
/// `wordnet-base` installs it (`/usr/share/wordnet`, the WordNet 3.0 licence: free to use, copy
/// and distribute with its copyright notice). The index is read on first use, never at
/// start-up; a sense's line in `data.verb` is read when its hypernyms are first asked for.
///
///     WordNetVerbs.shared?.relation(of: "record", to: "log")   // .related (log is a way to record)
///     WordNetVerbs.shared?.relation(of: "cancel", to: "start") // .unrelated
final class WordNetVerbs: Sendable {
    enum Relation: Equatable {
        /// The words share a sense, or one's sense is a kind of the other's (a hypernym, one step).
        case related
        /// Both are verbs, and no sense of one is a sense or a direct kind of the other's.
        case unrelated
        /// One of them is not a verb WordNet knows.
        case unknown
    }

    /// The installed WordNet, or nil where it is not installed (then no verb is judged).
    static let shared = WordNetVerbs(folder: "/usr/share/wordnet")

    /// Lemma ("put_down") → the byte offsets of its senses in `data.verb`, which name them.
    private let senses: [String: [Int]]
    /// `data.verb`, read a sense's line at a time.
    private let data: LineFile
    /// A sense → the senses one step more general (its `@` pointers), for the senses read so far.
    private let hypernymsRead = Mutex<[Int: Set<Int>]>([:])
    /// `firstSenseGoesBack` answers, by word: the verb check asks them of every request it judges.
    private let goesBackRead = Mutex<[String: Bool]>([:])
    /// Lemmas of forms ("drank" → "drink").
    private let morphology: WordNetMorphology

    /// Reads the index and the irregular forms whole and keeps only their tables.
    init?(folder: String) {
        guard let index = FileManager.default.contents(atPath: folder + "/index.verb"),
            let data = LineFile(path: folder + "/data.verb")
        else { return nil }
        senses = Self.readIndex(index)
        self.data = data
        morphology = .verbs(in: folder)
    }

    /// Whether `word` (in any form: "cancelled", "drank") is a verb.
    func isVerb(_ word: String) -> Bool { !senseOffsets(of: word).isEmpty }

    /// Whether `word` as it is, not another form of it, is a verb ("add", not "added").
    func isVerbAsSaid(_ word: String) -> Bool { senses[word] != nil }

    /// How the verb `word` relates to the verb `other`.
    func relation(of word: String, to other: String) -> Relation {
        let mine = senseOffsets(of: word)
        let theirs = senseOffsets(of: other)
        guard !mine.isEmpty, !theirs.isEmpty else { return .unknown }
        if !mine.isDisjoint(with: theirs) { return .related }
        if mine.contains(where: { !hypernyms(of: $0).isDisjoint(with: theirs) }) { return .related }
        if theirs.contains(where: { !hypernyms(of: $0).isDisjoint(with: mine) }) { return .related }
        return .unrelated
    }

    /// Whether `word` and `other` (in any form) are forms of one verb or share a sense, one step
    /// narrower than `relation`: "spent" and "spending", "buy" and "purchases".
    func sharesSense(_ word: String, _ other: String) -> Bool {
        let mine = senseOffsets(of: word)
        return !mine.isEmpty && !mine.isDisjoint(with: senseOffsets(of: other))
    }

    /// Whether WordNet makes a sense of one word the opposite of a sense of the other (an antonym
    /// of one of its words), either way: "turn_off" and "turn_on", "log_out" and "log_in".
    func areOpposites(_ word: String, _ other: String) -> Bool {
        pointsToOpposite(from: word, to: other) || pointsToOpposite(from: other, to: word)
    }

    /// Whether a sense of `word` points to a sense of `other` as its antonym (`!`).
    private func pointsToOpposite(from word: String, to other: String) -> Bool {
        let theirs = senseOffsets(of: other)
        return !theirs.isEmpty && senseOffsets(of: word).contains { offset in
            guard let line = data.line(at: offset) else { return false }
            return !theirs.isDisjoint(with: WordNetLines.senses(inSense: line, pointedBy: ["!"], partOfSpeech: "v"))
        }
    }

    /// Whether some sense of `word` is a sense of `general` or a kind of one within `steps`
    /// hypernym steps: "ping" is a way to contact in one of its four senses.
    func isKind(_ word: String, of general: String, within steps: Int) -> Bool {
        let goal = senseOffsets(of: general)
        return senseOffsets(of: word).contains { reaches($0, goal, within: steps) }
    }

    /// Whether `word` is mainly a kind of `general`: of its senses that have a more general one,
    /// at least half are a sense of `general` or a kind of one within `steps` hypernym steps.
    /// "alert" is (alert → warn → inform), "remind" and "warn" are, "give" is not: it informs in
    /// a few of its forty-four senses.
    func isMainlyKind(_ word: String, of general: String, within steps: Int) -> Bool {
        let goal = senseOffsets(of: general)
        let kinds = senseOffsets(of: word).filter { !hypernyms(of: $0).isEmpty }
        guard !goal.isEmpty, !kinds.isEmpty else { return false }
        return kinds.filter { reaches($0, goal, within: steps) }.count * 2 >= kinds.count
    }

    /// Whether the sense at `offset` is one of `goal` or a kind of one within `steps` steps.
    private func reaches(_ offset: Int, _ goal: Set<Int>, within steps: Int) -> Bool {
        var reached: Set<Int> = [offset]
        var frontier = reached
        for _ in 0..<steps where !frontier.isEmpty && reached.isDisjoint(with: goal) {
            frontier = Set(frontier.flatMap(hypernyms(of:))).subtracting(reached)
            reached.formUnion(frontier)
        }
        return !reached.isDisjoint(with: goal)
    }

    /// Whether `word` is a past form of a verb: "won", "was", "booked".
    func isPastForm(_ word: String) -> Bool { morphology.isPastForm(word) }

    /// Whether the most frequent sense of `word` (WordNet's first) gives or takes back: one of
    /// its lemmas is a verb and "back" ("refund" is "refund, return, repay, give back";
    /// "withdraw" is "… pull back, draw back …"). Such a verb undoes what it is a kind of.
    func firstSenseGoesBack(_ word: String) -> Bool {
        if let known = goesBackRead.withLock({ $0[word] }) { return known }
        let goesBack = lemmas(of: word).first.flatMap { senses[$0]?.first }.flatMap { data.line(at: $0) }
            .map { WordNetLines.lemmas(inSense: $0).contains { $0.hasSuffix("_back") } } ?? false
        goesBackRead.withLock { $0[word] = goesBack }
        return goesBack
    }

    /// The verbs `word` is a form of ("rode" → "ride"), itself among them when it is one.
    func lemmas(of word: String) -> [String] {
        morphology.lemmas(of: word.lowercased()).filter { senses[$0] != nil }
    }

    /// Whether `word` is a past form of a verb that shares a sense with `verb`: "paid" for "pay",
    /// "bought" for "purchase".
    func isPast(_ word: String, of verb: String) -> Bool {
        isPastForm(word) && sharesSense(word, verb)
    }

    /// The senses of every lemma `word` may be a form of.
    private func senseOffsets(of word: String) -> Set<Int> {
        Set(morphology.lemmas(of: word.lowercased()).flatMap { senses[$0] ?? [] })
    }

    /// The senses one step more general than the sense at `offset`.
    private func hypernyms(of offset: Int) -> Set<Int> {
        if let known = hypernymsRead.withLock({ $0[offset] }) { return known }
        let found = Set(data.line(at: offset).map { WordNetLines.hypernyms(inSense: $0, partOfSpeech: "v") } ?? [])
        hypernymsRead.withLock { $0[offset] = found }
        return found
    }

    /// `index.verb`: "lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…".
    private static func readIndex(_ index: Data) -> [String: [Int]] {
        var senses: [String: [Int]] = [:]
        WordNetLines(index).forEach { fields in
            guard fields.count > 4, let count = fields.number(at: 2), let pointers = fields.number(at: 3) else { return }
            let first = 6 + pointers
            senses[fields.text(at: 0)] = (first..<max(first, min(first + count, fields.count))).compactMap { fields.number(at: $0) }
        }
        return senses
    }
}
