import Foundation
import HarkKit

/// Example utterances, for "what can I say" and for utterances that match nothing.
enum Suggestions {
    /// How many phrases an unmatched utterance is answered with.
    static let nearestCount = 3

    static func whatYouCanSay(_ index: PhraseIndex) -> [Reply] {
        var seen: Set<String> = []
        let examples = index.templates.filter { seen.insert($0.shortcutID).inserted }.map(example)
        guard !examples.isEmpty else { return [.say("No apps are installed.")] }
        return [.say("You can say:")] + examples.map { .say("  \($0)") }
    }

    static func nearest(_ candidates: [MatchCandidate], in index: PhraseIndex) -> [Reply] {
        let phrases = candidates.prefix(nearestCount).map { example(index.templates[$0.templateIndex]) }
        if phrases.isEmpty { return whatYouCanSay(index) }
        return [.say("You could say:")] + phrases.map { .say("  \($0)") }
    }

    /// A phrase with its placeholders filled by sample values: "Log 8 ounces of water in Hydrator".
    static func example(_ template: PhraseTemplate) -> String {
        var text = template.text.replacingOccurrences(of: "{app}", with: template.appName)
        for (name, vocabulary) in template.slots {
            let sample: String =
                switch vocabulary {
                case .number: "8"
                case .values(let values): values.first?.spoken.first ?? name
                }
            text = text.replacingOccurrences(of: "{\(name)}", with: sample)
        }
        return text
    }
}
