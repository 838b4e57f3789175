import Foundation
import HarkKit

/// Example utterances, for "what can I say" and for utterances that match nothing. (A
/// `Suggestion` is something else: a line of the watch face.)
enum ExampleUtterances {
    /// How many phrases an unmatched utterance is answered with.
    static let nearestCount = 3
    /// The most examples an unmatched utterance with nothing near is answered with.
    static let mostExamples = 5

    /// One example per shortcut, or the first `limit` and how to hear the rest; as a device
    /// would say them (no number in a phrase) when `deviceStrict`.
    static func whatYouCanSay(_ index: PhraseIndex, limit: Int = .max, deviceStrict: Bool = false) -> [Reply] {
        var seen: Set<String> = []
        let sayable = index.templates.filter { !deviceStrict || !$0.slots.values.contains(.number) }
        let examples = sayable.filter { seen.insert($0.shortcutID).inserted }.map { example($0) }
        guard !examples.isEmpty else { return [.say("No apps are installed.")] }
        let shown = examples.prefix(limit)
        let rest = examples.count - shown.count
        let more: [Reply] = rest > 0 ? [.say("…and \(rest) more: say “what can I say” to hear them all.")] : []
        return [.say("You can say:")] + shown.map { .say("  \($0)") } + more
    }

    /// One thing worth saying first, for the welcome line and `:help`: the person's first own
    /// shortcut ("Hydrate me"), else an example of the first App Shortcut phrase; nil when no
    /// app is installed.
    static func firstExample(_ index: PhraseIndex) -> String? {
        let own = index.templates.first { template in
            if case .userShortcut? = index.target(of: template.shortcutID) { return true }
            return false
        }
        if let own { return own.text }
        return index.templates.first.map { example($0) }
    }

    /// The nearest phrases, said with the values the person gave where the phrase has room for
    /// them: "Start a walk" → "Start a walk in Workout".
    static func nearest(_ candidates: [MatchCandidate], in index: PhraseIndex, deviceStrict: Bool = false) -> [Reply] {
        let phrases = candidates.prefix(nearestCount).map { example(index.templates[$0.templateIndex], saying: $0.slots) }
        if phrases.isEmpty { return whatYouCanSay(index, limit: mostExamples, deviceStrict: deviceStrict) }
        return [.say("You could say:")] + phrases.map { .say("  \($0)") }
    }

    /// The candidate's shortcut said in full with the values it fills, never with values it does
    /// not: of its phrases, the one naming exactly the values said ("Lock my credit card in
    /// Wallet"); else its own phrase, with the values said elsewhere after it ("Pay at the café in
    /// Wallet (amount 12)").
    /// With `inventing` false, a value nobody said stays “…” rather than a sample value, so a
    /// question never offers back what was not asked for.
    static func example(saying candidate: MatchCandidate, in index: PhraseIndex, inventing: Bool = true) -> String {
        let filled = Set(candidate.slots.keys)
        if let exact = index.templates.first(where: { $0.shortcutID == candidate.shortcutID && Set($0.slots.keys) == filled }) {
            return example(exact, saying: candidate.slots)
        }
        let template = index.templates[candidate.templateIndex]
        let elsewhere = candidate.slots.keys.filter { template.slots[$0] == nil }.sorted()
            .compactMap { name in candidate.slots[name].map { "\(name) \($0.spokenText)" } }
        let text = example(template, saying: candidate.slots, inventing: inventing)
        return elsewhere.isEmpty ? text : "\(text) (\(elsewhere.joined(separator: ", ")))"
    }

    /// A phrase with its placeholders filled by `values`, or by sample values that read well:
    /// "Log 8 ounces of water in Hydrator", "Start a 10 minute Calming session in Meditator".
    static func example(_ template: PhraseTemplate, saying values: [String: SlotFill] = [:], inventing: Bool = true) -> String {
        var text = template.text.replacingOccurrences(of: "{app}", with: template.appName)
        for (name, vocabulary) in template.slots {
            let placeholder = "{\(name)}"
            let said: String? =
                switch (vocabulary, values[name]) {
                // A number that cannot be meant (“Pay 0 dollars”) is not offered back.
                case (.number, .number(let number)?) where number > 0: String(number)
                case (.values(let known), .value(let canonical)?):
                    known.first { $0.canonical == canonical }?.spoken.first
                default: nil
                }
            let sample: String =
                switch vocabulary {
                case _ where !inventing: "…"
                case .number: sampleNumber(before: placeholder, in: text)
                case .values(let known): known.first?.spoken.first ?? name
                }
            text = text.replacingOccurrences(of: placeholder, with: said ?? sample)
        }
        return text
    }

    /// 8, or 10 after "a" or "an", where 8 would need "an" ("a 10 minute session").
    private static func sampleNumber(before placeholder: String, in text: String) -> String {
        guard let place = text.range(of: placeholder) else { return "8" }
        let before = text[..<place.lowerBound].split(separator: " ").last?.lowercased()
        return before == "a" || before == "an" ? "10" : "8"
    }
}
