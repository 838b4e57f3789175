/// Pronunciations for a grammar's words: the model's dictionary where it has the word, and
/// espeak-ng's phonemes mapped to the dictionary's phones where it does not.
///
///     Pronunciations.generated(for: "hydrator")   // "HH AY D R EY T ER"
///     Pronunciations.missing(for: "minutes", besides: ["M IH N AH T S"])   // nil
enum Pronunciations {
    static func generated(for word: String) -> String? {
        let phones = PhoneMapping.cmuPhones(Espeak.shared.phonemes(of: word))
        return phones.isEmpty ? nil : phones
    }

    /// espeak-ng's pronunciation of `word` when the dictionary has none (`known` is empty): an
    /// app's made-up name. A word the dictionary knows keeps only its own pronunciations, which
    /// were made from people's speech, not fitted to one synthesiser.
    static func missing(for word: String, besides known: [String]) -> String? {
        known.isEmpty ? generated(for: word) : nil
    }

    /// The dictionary's name for a word's `variant`th pronunciation: "minutes", "minutes(2)", …
    static func entryName(_ word: String, variant: Int) -> String {
        variant == 1 ? word : "\(word)(\(variant))"
    }
}
