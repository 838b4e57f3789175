import Foundation

/// How WordNet finds a word's lemmas ("morphy"): the word itself, its irregular forms from an
/// exception list (`verb.exc`: "drank drink", `noun.exc`: "geese goose"), and the part of
/// speech's detachment rules ("boxes" → "box", "cancelled" → "cancel").
struct WordNetMorphology: Sendable {
    /// Irregular forms → their lemmas.
    private let irregular: [String: [String]]
    /// Suffix → what replaces it, tried in turn.
    private let detachments: [(suffix: String, ending: String)]

    /// Nouns: plurals.
    static func nouns(in folder: String) -> WordNetMorphology {
        WordNetMorphology(
            exceptions: folder + "/noun.exc",
            detachments: [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"), ("ies", "y")])
    }

    /// Verbs: third person, past and -ing forms.
    static func verbs(in folder: String) -> WordNetMorphology {
        WordNetMorphology(
            exceptions: folder + "/verb.exc",
            detachments: [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")])
    }

    private init(exceptions path: String, detachments: [(suffix: String, ending: String)]) {
        irregular = Self.readExceptions(path)
        self.detachments = detachments
    }

    /// Every lemma `word` (lowercased) may be a form of, itself first.
    func lemmas(of word: String) -> [String] {
        var found = [word] + (irregular[word] ?? [])
        for (suffix, ending) in detachments where word.hasSuffix(suffix) && word.count > suffix.count + 1 {
            found.append(String(word.dropLast(suffix.count)) + ending)
        }
        return found
    }

    /// Whether `word` is a past form (a past tense or participle, "paid", "logged") of some verb:
    /// "was", the one past ending "-s"; an irregular form that is no "-s" or "-ing" form; or a
    /// form ending "-ed". Whether it is a verb at all is for the caller to ask.
    func isPastForm(_ word: String) -> Bool {
        if word == "was" { return true }
        if word.hasSuffix("ing") || word.hasSuffix("s") { return false }
        return irregular[word] != nil || word.hasSuffix("ed")
    }

    /// "form lemma…" per line; empty when the file is missing.
    private static func readExceptions(_ path: String) -> [String: [String]] {
        guard let contents = FileManager.default.contents(atPath: path) else { return [:] }
        var irregular: [String: [String]] = [:]
        for line in contents.split(separator: UInt8(ascii: "\n")) {
            let fields = String(decoding: line, as: UTF8.self).split(separator: " ").map(String.init)
            guard let form = fields.first, fields.count > 1 else { continue }
            irregular[form] = Array(fields.dropFirst())
        }
        return irregular
    }
}
