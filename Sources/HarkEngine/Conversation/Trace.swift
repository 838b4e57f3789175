import HarkKit

/// The wording of trace lines (`~ …`), which name each step of the pipeline.
enum Trace {
    static func resolution(_ name: String, _ resolution: AnyResolution, current: (any ParameterValue)?) -> String {
        let value: (any ParameterValue)? =
            switch resolution {
            case .success(let value), .confirmationRequired(let value, _, _): value
            default: current
            }
        let shown = value.map { " = \($0.spokenText)" } ?? ""
        return "resolve \(name)\(shown): \(resolution.outcomeName)"
    }

    static func shortcutName(_ candidate: MatchCandidate, in index: PhraseIndex) -> String {
        switch index.target(of: candidate.shortcutID) {
        case .appShortcut(let shortcut): "\(shortcut.title) in \(shortcut.appName)"
        case .userShortcut(let shortcut): "your shortcut “\(shortcut.phrase)”"
        case nil: candidate.shortcutID
        }
    }

    static func describe(_ candidate: MatchCandidate, in index: PhraseIndex) -> String {
        let phrase = index.templates[candidate.templateIndex].text
        return "\(shortcutName(candidate, in: index)) (phrase \"\(phrase)\")"
    }

    /// A record by its collection: “a MeditationRun”, “an AccountEvent”, “to orders” for a
    /// collection named in the plural (an app declared in a file).
    static func record(_ collection: String) -> String {
        collection.first?.isLowercase == true && collection.hasSuffix("s")
            ? "to \(collection)" : HarkWording.withArticle(collection)
    }
}
