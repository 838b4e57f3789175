/// Pronunciations for a grammar's words: the model's dictionary where it has the word,
/// espeak-ng's phonemes mapped to the dictionary's phones where it does not, and espeak-ng's
/// as an alternate beside the dictionary's where the two differ.
///
///     Pronunciations.generated(for: "hydrator")   // "HH AY D R EY T ER"
///     Pronunciations.alternate(for: "minutes", besides: ["M IH N AH T S"])   // "M IH N IH T S"
enum Pronunciations {
    static func generated(for word: String) -> String? {
        let phones = PhoneMapping.cmuPhones(Espeak.shared.phonemes(of: word))
        return phones.isEmpty ? nil : phones
    }

    /// espeak-ng's pronunciation of `word` when it is none of `known` (the dictionary's), so
    /// that speech shaped as espeak-ng says the word is matched as well as the dictionary's way.
    static func alternate(for word: String, besides known: [String]) -> String? {
        guard let phones = generated(for: word), !known.contains(phones) else { return nil }
        return phones
    }

    /// The dictionary's name for a word's `variant`th pronunciation: "minutes", "minutes(2)", …
    static func entryName(_ word: String, variant: Int) -> String {
        variant == 1 ? word : "\(word)(\(variant))"
    }
}
