import Foundation

/// English verbs and how their senses relate, from Princeton WordNet 3.0 as Debian's
/// `wordnet-base` installs it (`/usr/share/wordnet`, the WordNet 3.0 licence: free to use, copy
/// and distribute with its copyright notice). Read on first use only, never at start-up.
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
    /// A sense → the senses one step more general (its `@` pointers).
    private let hypernyms: [Int: [Int]]
    /// Lemmas of forms ("drank" → "drink").
    private let morphology: WordNetMorphology

    /// Reads the three files whole and keeps only the tables (the files are not held).
    init?(folder: String) {
        guard let index = FileManager.default.contents(atPath: folder + "/index.verb"),
            let data = FileManager.default.contents(atPath: folder + "/data.verb")
        else { return nil }
        senses = Self.readIndex(index)
        hypernyms = Self.readHypernyms(data)
        morphology = .verbs(in: folder)
    }

    /// Whether `word` (in any form: "cancelled", "drank") is a verb.
    func isVerb(_ word: String) -> Bool { !senseOffsets(of: word).isEmpty }

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

    /// The senses of every lemma `word` may be a form of.
    private func senseOffsets(of word: String) -> Set<Int> {
        Set(morphology.lemmas(of: word.lowercased()).flatMap { senses[$0] ?? [] })
    }

    /// The senses one step more general than the sense at `offset`.
    private func hypernyms(of offset: Int) -> Set<Int> { Set(hypernyms[offset] ?? []) }

    /// `data.verb`: "offset lex_filenum ss_type w_cnt word lex_id … p_cnt [ptr offset pos st]… | gloss";
    /// each sense's offset → the offsets of its `@` (hypernym) pointers to verbs.
    private static func readHypernyms(_ data: Data) -> [Int: [Int]] {
        var hypernyms: [Int: [Int]] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: " ") {
            let fields = (String(decoding: line, as: UTF8.self).split(separator: "|").first ?? "").split(separator: " ")
            guard fields.count > 4, let offset = Int(fields[0]), let words = Int(fields[3], radix: 16),
                fields.count > 4 + 2 * words, let pointers = Int(fields[4 + 2 * words])
            else { continue }
            var found: [Int] = []
            for pointer in 0..<pointers {
                let start = 5 + 2 * words + 4 * pointer
                guard start + 2 < fields.count, fields[start] == "@", fields[start + 2] == "v",
                    let target = Int(fields[start + 1])
                else { continue }
                found.append(target)
            }
            if !found.isEmpty { hypernyms[offset] = found }
        }
        return hypernyms
    }

    /// `index.verb`: "lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…".
    private static func readIndex(_ index: Data) -> [String: [Int]] {
        var senses: [String: [Int]] = [:]
        for line in index.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: " ") {
            let fields = String(decoding: line, as: UTF8.self).split(separator: " ")
            guard fields.count > 4, let count = Int(fields[2]), let pointers = Int(fields[3]) else { continue }
            let offsets = fields.dropFirst(6 + pointers).prefix(count).compactMap { Int($0) }
            senses[String(fields[0])] = offsets
        }
        return senses
    }
}
