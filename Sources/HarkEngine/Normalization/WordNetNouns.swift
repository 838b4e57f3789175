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
    /// `countsPersons` answers, by unit: asked for every loose number of every intent aligned.
    private let personCounts = Mutex<[String: Bool]>([:])

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

    /// The one-word lemmas of every noun sense of `word`, itself among them: "kilos" → kilogram,
    /// kg, kilo; "bucks" → buck, dollar, clam, sawhorse, ….
    func synonyms(of word: String) -> [String] {
        var found: [String] = []
        for offset in senseOffsets(of: word).sorted() {
            for lemma in lemmas(at: offset) where !lemma.contains("_") && !found.contains(lemma) { found.append(lemma) }
        }
        return found
    }

    /// Whether the most frequent sense of `word` (WordNet's first) is a kind of person:
    /// "husband", "neighbour", "kids"; not "dog", whose rarer senses name people too.
    func namesPerson(_ word: String) -> Bool {
        guard let lemma = morphology.lemmas(of: word.lowercased()).first(where: { !senses(of: $0).isEmpty }) else { return false }
        return firstSenseIsPerson(lemma)
    }

    /// Whether a unit counts persons: any of its lemmas names a kind of person by its first sense
    /// ("players" → player, "guests" → guest; "kids" is first a young goat; "more" is first Sir
    /// Thomas More, one person, whom no count counts), or it is "people", the plural of person,
    /// which WordNet keeps as a noun of its own (a group) and lists in no exception file.
    func countsPersons(_ unit: String) -> Bool {
        if let known = personCounts.withLock({ $0[unit] }) { return known }
        let word = unit.lowercased()
        let counts = word == "people" || morphology.lemmas(of: word).contains { firstSenseIsPerson($0, instances: false) }
        personCounts.withLock { $0[unit] = counts }
        return counts
    }

    /// Whether the first sense of `lemma` is a person, or without `instances` a kind of person.
    private func firstSenseIsPerson(_ lemma: String, instances: Bool = true) -> Bool {
        guard let first = senses(of: lemma).first, let person = senses(of: "person").first else { return false }
        return reaches([person], from: [first], instances: instances)
    }

    /// Whether the first sense of `word` is a time of day or a point in time: "bedtime",
    /// "showtime" (a starting time); not "overtime" (work) nor "lifetime" (a span).
    func namesTimeOfDay(_ word: String) -> Bool {
        guard let first = senses(of: word.lowercased()).first else { return false }
        let times = Set(["time_of_day", "point_in_time"].flatMap { self.senses(of: $0) })
        return reaches(times, from: [first], instances: false)
    }

    /// Whether `word` may be a person's name: WordNet knows no noun it is a form of, or the most
    /// frequent sense of that noun is a proper noun ("Priya", "Maya", "Leo"; not "dinner", "kids").
    func mayBeAName(_ word: String) -> Bool {
        guard let spelled = morphology.lemmas(of: word.lowercased()).first(where: { !senses(of: $0).isEmpty }),
            let first = senses(of: spelled).first
        else { return true }
        return spelledLemmas(at: first).contains { $0.lowercased() == spelled && $0.first?.isUppercase == true }
    }

    /// The nouns `word` is a form of ("plumbers" → "plumber"), itself among them when it is one.
    func lemmas(of word: String) -> [String] {
        morphology.lemmas(of: word.lowercased()).filter { !senses(of: $0).isEmpty }
    }

    /// Whether WordNet knows `word` as a noun, in any form ("delete" is none: only a verb).
    func isNoun(_ word: String) -> Bool { !senseOffsets(of: word).isEmpty }

    private func judgeUnit(_ word: String) -> Bool? {
        let senses = senseOffsets(of: word)
        guard !senses.isEmpty else { return nil }
        let units = Set(["definite_quantity", "time_unit"].flatMap { self.senses(of: $0) })
        guard !units.isEmpty else { return nil }
        // A number is a definite quantity, but a word that is one only as a number counts
        // ("six pairs of socks": pair → two → integer), it measures in nothing.
        return reaches(units, from: Array(senses), avoiding: Set(self.senses(of: "integer")))
    }

    /// Whether one of `senses`, or a sense they are a kind of (hypernyms, up to 500 senses read;
    /// an instance's only with `instances`; none above a sense in `avoiding`), is one of `targets`.
    private func reaches(_ targets: Set<Int>, from senses: [Int], instances: Bool = true, avoiding: Set<Int> = []) -> Bool {
        var seen: Set<Int> = []
        var frontier = senses
        while let sense = frontier.popLast() {
            if targets.contains(sense) { return true }
            guard !avoiding.contains(sense), seen.insert(sense).inserted, seen.count < 500 else { continue }
            frontier += hypernyms(of: sense, instances: instances)
        }
        return false
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

    /// The lemmas of the sense at `offset` in `data.noun`, lowercased.
    private func lemmas(at offset: Int) -> [String] {
        spelledLemmas(at: offset).map { $0.lowercased() }
    }

    /// The lemmas of the sense at `offset` in `data.noun`, as WordNet spells them ("Maya").
    private func spelledLemmas(at offset: Int) -> [String] {
        data.line(at: offset).map(WordNetLines.lemmas(inSense:)) ?? []
    }

    /// The offsets of the hypernyms of the sense at `offset` in `data.noun` (with `instances`,
    /// an instance's too).
    private func hypernyms(of offset: Int, instances: Bool = true) -> [Int] {
        data.line(at: offset).map { WordNetLines.hypernyms(inSense: $0, partOfSpeech: "n", instances: instances) } ?? []
    }
}
