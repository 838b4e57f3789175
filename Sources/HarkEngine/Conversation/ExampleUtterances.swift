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
        let examples = sayable.filter { seen.insert($0.shortcutID).inserted }.map { example($0, ranges: index.wholeNumberRanges(of: $0.shortcutID)) }
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
        return index.templates.first.map { example($0, ranges: index.wholeNumberRanges(of: $0.shortcutID)) }
    }

    /// The nearest phrases, said with the values the person gave where the phrase has room for
    /// them: "Start a walk" → "Start a walk in Workout".
    static func nearest(_ candidates: [MatchCandidate], in index: PhraseIndex, deviceStrict: Bool = false) -> [Reply] {
        let phrases = candidates.prefix(nearestCount).map { candidate in
            example(index.templates[candidate.templateIndex], saying: candidate.slots,
                    ranges: index.wholeNumberRanges(of: candidate.shortcutID))
        }
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
        let ranges = index.wholeNumberRanges(of: candidate.shortcutID)
        if let exact = index.templates.first(where: { $0.shortcutID == candidate.shortcutID && Set($0.slots.keys) == filled }) {
            return example(exact, saying: candidate.slots, ranges: ranges)
        }
        let template = index.templates[candidate.templateIndex]
        let elsewhere = candidate.slots.keys.filter { template.slots[$0] == nil }.sorted()
            .compactMap { name in candidate.slots[name].map { "\(name) \(spoken($0, of: template.looseValues.choices[name]))" } }
        let text = example(template, saying: candidate.slots, inventing: inventing, ranges: ranges)
        return elsewhere.isEmpty ? text : "\(text) (\(elsewhere.joined(separator: ", ")))"
    }

    /// A value as people say it: a choice's or entity's name ("Gratitude"), not its identifier;
    /// a yes/no value as yes or no ("urgent yes"), not as one of the ways it may be said.
    private static func spoken(_ fill: SlotFill, of vocabulary: SlotVocabulary?) -> String {
        guard case .value(let canonical) = fill else { return fill.spokenText }
        if case .values(let known)? = vocabulary {
            if Set(known.map(\.canonical)) == ["true", "false"] { return canonical == "true" ? "yes" : "no" }
            if let name = known.first(where: { $0.canonical == canonical })?.spoken.first { return name }
        }
        return DayWords.spokenForm(of: canonical) ?? fill.spokenText
    }

    /// A phrase with its placeholders filled by `values`, or by sample values that read well:
    /// "Log 8 ounces of water in Hydrator", "Start a 10 minute Calming session in Meditator".
    /// A number is one the parameter takes (`ranges`), and a unit after 1 is singular.
    static func example(
        _ template: PhraseTemplate, saying values: [String: SlotFill] = [:], inventing: Bool = true,
        ranges: [String: ClosedRange<Int>] = [:]
    ) -> String {
        var text = template.text.replacingOccurrences(of: "{app}", with: template.appName)
        for (name, vocabulary) in template.slots {
            let placeholder = "{\(name)}"
            let range = ranges[name] ?? 1...Int.max
            let said: String? =
                switch (vocabulary, values[name]) {
                // A number that cannot be meant (“Pay 0 dollars”, zone 1000 of 40) is not offered back.
                case (.number, .number(let number)?) where number > 0 && range.contains(number): String(number)
                case (.number, .decimal(let number)?) where number > 0: number.spokenText
                case (.values(let known), .value(let canonical)?):
                    known.first { $0.canonical == canonical }?.spoken.first ?? DayWords.spokenForm(of: canonical)
                default: nil
                }
            let sample: String =
                switch vocabulary {
                case _ where !inventing: "…"
                case .number: sampleNumber(before: placeholder, in: text, range: range)
                case .values(let known): known.first?.spoken.first ?? name
                }
            text = saying(said ?? sample, at: placeholder, in: text)
        }
        return text
    }

    /// `text` with `value` at `placeholder`, and a unit after 1 singular ("1 ounce", "1 minute",
    /// "1 dollar": Hark's own units, and those WordNet says one measures in).
    private static func saying(_ value: String, at placeholder: String, in text: String) -> String {
        guard value == "1", let place = text.range(of: placeholder + " ") else {
            return text.replacingOccurrences(of: placeholder, with: value)
        }
        let rest = text[place.upperBound...]
        let unit = rest.prefix { $0.isLetter }
        let singular = ParameterWords.singular(String(unit))
        guard LooseValues.measures(String(unit)), singular != unit else { return text.replacingOccurrences(of: placeholder, with: value) }
        return text.replacingCharacters(in: place.lowerBound..<rest.index(rest.startIndex, offsetBy: unit.count), with: "1 " + singular)
    }

    /// 8, or 10 after "a" or "an", where 8 would need "an" ("a 10 minute session"); within
    /// `range`, its nearest end when neither fits.
    private static func sampleNumber(before placeholder: String, in text: String, range: ClosedRange<Int>) -> String {
        let before = text.range(of: placeholder).flatMap { text[..<$0.lowerBound].split(separator: " ").last?.lowercased() }
        let preferred = before == "a" || before == "an" ? 10 : 8
        return String(min(max(preferred, range.lowerBound), range.upperBound))
    }
}
