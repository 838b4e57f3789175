import HarkKit

/// Two apps whose phrases one utterance can match (what `hark doctor` reports).
public struct PhraseConflict: Sendable, Equatable {
    /// An utterance both can match.
    public let utterance: String
    /// The shortcuts it can mean, as "Start a Session in Meditator".
    public let shortcuts: [String]
}

extension Session {
    /// Plays an example of every phrase (with the app's name and each synonym) through the
    /// matcher and reports the ones another app's phrase matches too, once per pair.
    ///
    ///     session.phraseConflicts()   // [] when every utterance leads to one app
    public func phraseConflicts() -> [PhraseConflict] {
        var conflicts: [PhraseConflict] = []
        var reported: Set<[String]> = []
        for template in index.templates {
            for utterance in Self.examples(of: template) {
                let candidates: [MatchCandidate]
                switch index.matcher.decide(utterance) {
                case .matched(let candidate), .confirm(let candidate): candidates = [candidate]
                case .ambiguous(let found): candidates = found
                case .noMatch, .notACommand: continue
                }
                let apps = Set(candidates.map { index.templates[$0.templateIndex].appName } + [template.appName])
                guard apps.count > 1 else { continue }
                let ids = Set(candidates.map(\.shortcutID) + [template.shortcutID]).sorted()
                guard reported.insert(ids).inserted else { continue }
                let names = ids.compactMap { id in
                    index.templates.firstIndex { $0.shortcutID == id }.map {
                        ShortcutName(MatchCandidate(templateIndex: $0, shortcutID: id, score: 1, slots: [:]), in: index).description
                    }
                }
                conflicts.append(PhraseConflict(utterance: utterance, shortcuts: names))
            }
        }
        return conflicts
    }

    /// The phrase said with the app's name and with each synonym, slots filled with sample values.
    private static func examples(of template: PhraseTemplate) -> [String] {
        let example = ExampleUtterances.example(template)
        guard template.mentionsApp else { return [example] }
        return [example] + template.appSynonyms.map { synonym in
            var renamed = template
            renamed.appName = synonym
            return ExampleUtterances.example(renamed)
        }
    }
}
