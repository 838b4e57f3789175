/// Pronunciations for a grammar's words: the model's dictionary where it has the word, and
/// espeak-ng's phonemes mapped to the dictionary's phones where it does not.
///
///     Pronunciations.generated(for: "hydrator")   // "HH AY D R EY T ER"
enum Pronunciations {
    static func generated(for word: String) -> String? {
        let phones = PhoneMapping.cmuPhones(Espeak.shared.phonemes(of: word))
        return phones.isEmpty ? nil : phones
    }

    /// The dictionary's name for a word's `variant`th pronunciation: "minutes", "minutes(2)", …
    static func entryName(_ word: String, variant: Int) -> String {
        variant == 1 ? word : "\(word)(\(variant))"
    }
}
