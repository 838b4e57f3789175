import HarkKit

/// "What can I do with Meditator?": an app's shortcuts, as examples to say.
///
///     Discovery.app(askedAbout: "What can I do with Meditator?", in: index)   // "Meditator"
enum Discovery {
    private static let openings = [
        "what can i do with ", "what can i do in ", "what can i say to ", "what can i ask ",
        "what can you do with ", "help with ", "show me shortcuts for ", "shortcuts for ",
    ]
    private static let endings = [" help", " shortcuts"]

    /// The installed app a question about what can be said names, if it is one.
    static func app(askedAbout text: String, in index: PhraseIndex) -> String? {
        let said = UniversalWords.fold(text)
        var named: String?
        if let opening = openings.first(where: { said.hasPrefix($0) }) {
            named = String(said.dropFirst(opening.count))
        } else if let ending = endings.first(where: { said.hasSuffix($0) }) {
            named = String(said.dropLast(ending.count))
        } else if said.hasPrefix("what can "), said.hasSuffix(" do") {
            named = String(said.dropFirst("what can ".count).dropLast(" do".count))
        }
        guard let named else { return nil }
        let name = named.hasPrefix("the ") ? String(named.dropFirst(4)) : named
        return index.templates.first { template in
            ([template.appName] + template.appSynonyms).contains { UniversalWords.fold($0) == name }
        }?.appName
    }

    /// One example for each of the app's shortcuts, App Shortcuts first, then the person's own.
    static func shortcuts(of app: String, in index: PhraseIndex) -> [Reply] {
        var seen: Set<String> = []
        let templates = index.templates.filter { $0.appName == app && seen.insert($0.shortcutID).inserted }
        let examples = templates.map { template -> Reply in
            if case .userShortcut? = index.target(of: template.shortcutID) {
                return .say("  \(template.text)  (your shortcut)")
            }
            return .say("  \(Suggestions.example(template))")
        }
        return [.say("With \(app) you can say:")] + examples
    }
}
