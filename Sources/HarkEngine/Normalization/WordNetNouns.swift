import Foundation
import Synchronization

/// English nouns from Princeton WordNet 3.0 as Debian's `wordnet-base` installs it
/// (`/usr/share/wordnet`, the WordNet 3.0 licence): whether a noun names a unit one measures in
/// or a thing one counts. Looked up in the installed files when asked
/// (the index is sorted, and a sense's line is found by its byte offset), so nothing is read at
/// start-up and the 20 MB of noun files are never held.
///
///     WordNetNouns.shared?.isUnitOfMeasure("minutes")   // true: a unit of time
///     WordNetNouns.shared?.isUnitOfMeasure("bottles")   // false: bottles are counted
final class WordNetNouns: Sendable {
    /// The installed WordNet, or nil where it is not installed (then no noun is judged).
    static let shared = WordNetNouns(folder: "/usr/share/wordnet")

    private let index: LineFile
    private let data: LineFile
    /// Lemmas of plurals ("geese" → "goose").
    private let morphology: WordNetMorphology
    /// Words already judged by `isUnitOfMeasure`: a matcher asks about the same unit again and again.
    private let judged = Mutex<[String: Bool?]>([:])
    /// Word and unit pairs already judged by `namesSameUnit`.
    private let sameUnit = Mutex<[String: Bool]>([:])

    init?(folder: String) {
        guard let index = LineFile(path: folder + "/index.noun"),
            let data = LineFile(path: folder + "/data.noun")
        else { return nil }
        self.index = index
        self.data = data
        morphology = .nouns(in: folder)
    }

    /// Whether any sense of `word` is a unit one measures in: a definite quantity in WordNet
    /// (units of length, volume, money, temperature: "ounces", "dollars", "degrees") or a unit of
    /// time ("minutes", "hours"). Things one counts are not ("pills", "bottles", "guests"). Nil
    /// when WordNet does not know the word as a noun.
    func isUnitOfMeasure(_ word: String) -> Bool? {
        if let known = judged.withLock({ $0[word] }) { return known }
        let unit = judgeUnit(word)
        judged.withLock { $0[word] = unit }
        return unit
    }

    /// Whether `word` names the unit `unit` names, by a sense the two share that is a unit one
    /// measures in or money: "kilos" for "kilograms", "lb" for "pounds", "bucks" for "dollars".
    func namesSameUnit(_ word: String, as unit: String) -> Bool {
        let key = word + " " + unit
        if let known = sameUnit.withLock({ $0[key] }) { return known }
        let shared = senseOffsets(of: word).intersection(senseOffsets(of: unit))
        let same = shared.contains { isUnit(sense: $0) || lexicographerFile(of: $0) == Self.possessionFile }
        sameUnit.withLock { $0[key] = same }
        return same
    }

    /// Whether WordNet knows `word` as a noun, in any form ("delete" is none: only a verb).
    func isNoun(_ word: String) -> Bool { !senseOffsets(of: word).isEmpty }

    private func judgeUnit(_ word: String) -> Bool? {
        let senses = senseOffsets(of: word)
        guard !senses.isEmpty, !unitSenses.isEmpty else { return nil }
        return senses.contains(where: isUnit(sense:))
    }

    /// The senses every unit of measure is a kind of.
    private var unitSenses: Set<Int> { Set(["definite_quantity", "time_unit"].flatMap { self.senses(of: $0) }) }

    /// Whether the sense at `offset` is a kind of definite quantity or unit of time.
    private func isUnit(sense offset: Int) -> Bool {
        let units = unitSenses
        var seen: Set<Int> = []
        var frontier = [offset]
        while let sense = frontier.popLast() {
            if units.contains(sense) { return true }
            guard seen.insert(sense).inserted, seen.count < 500 else { continue }
            frontier += hypernyms(of: sense)
        }
        return false
    }

    /// WordNet's lexicographer file of nouns of possession, money among them ("dollar bill").
    private static let possessionFile = 21

    /// The lexicographer file of the sense at `offset` (its line's second field).
    private func lexicographerFile(of offset: Int) -> Int? {
        guard let line = data.line(at: offset) else { return nil }
        let fields = line.split(separator: " ", maxSplits: 2)
        return fields.count > 1 ? Int(fields[1]) : nil
    }

    /// The senses of every lemma `word` may be a form of.
    private func senseOffsets(of word: String) -> Set<Int> {
        Set(morphology.lemmas(of: word.lowercased()).flatMap(senses))
    }

    /// `index.noun`: "lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…".
    private func senses(of lemma: String) -> [Int] {
        guard let line = index.line(startingWith: lemma + " ") else { return [] }
        let fields = line.split(separator: " ")
        guard fields.count > 4, let count = Int(fields[2]), let pointers = Int(fields[3]) else { return [] }
        return fields.dropFirst(6 + pointers).prefix(count).compactMap { Int($0) }
    }

    /// `data.noun` at `offset`: "offset lex_filenum ss_type w_cnt word lex_id … p_cnt [ptr offset
    /// pos st]… | gloss"; the offsets of its `@` and `@i` (hypernym) pointers to nouns.
    private func hypernyms(of offset: Int) -> [Int] {
        guard let line = data.line(at: offset) else { return [] }
        let fields = (line.split(separator: "|").first ?? "").split(separator: " ")
        guard fields.count > 4, let words = Int(fields[3], radix: 16), fields.count > 4 + 2 * words,
            let pointers = Int(fields[4 + 2 * words])
        else { return [] }
        return (0..<pointers).compactMap { pointer in
            let start = 5 + 2 * words + 4 * pointer
            guard start + 2 < fields.count, fields[start] == "@" || fields[start] == "@i", fields[start + 2] == "n"
            else { return nil }
            return Int(fields[start + 1])
        }
    }
}
