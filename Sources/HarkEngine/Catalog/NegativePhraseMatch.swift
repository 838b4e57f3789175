import HarkKit

/// Whether an utterance is one of an app's negative phrases (`negativePhrases`), said with the
/// app's name or a synonym, in any case and punctuation.
///
///     NegativePhraseMatch.app(saying: "Stop a run in Runner", in: catalog)   // "Runner"
enum NegativePhraseMatch {
    static func app(saying text: String, in catalog: AppCatalog) -> String? {
        let said = UniversalWords.fold(text)
        return catalog.apps.first { app in
            app.negativePhrases.contains { phrase in
                ([app.name] + app.synonyms).contains {
                    UniversalWords.fold(phrase.replacingOccurrences(of: "{app}", with: $0)) == said
                }
            }
        }?.name
    }
}
