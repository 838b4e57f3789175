import HarkKit

/// "What can I do with Meditator?": an app's shortcuts, as examples to say.
///
///     Discovery.app(askedAbout: "What can I do with Meditator?", in: index)   // .installed("Meditator")
///     Discovery.app(askedAbout: "What can I do with Hydartor?", in: index)    // .installed("Hydrator")
///     Discovery.app(askedAbout: "What can I do with Gulper?", in: index)      // .notInstalled("Gulper")
enum Discovery {
    enum AskedAbout: Equatable {
        case installed(String)
        /// One word that names no installed app, as the person said it.
        case notInstalled(String)
    }

    private static let openings = [
        "what can i do with ", "what can i do in ", "what can i say to ", "what can i ask ",
        "what can you do with ", "help with ", "show me shortcuts for ", "shortcuts for ",
    ]
    private static let endings = [" help", " shortcuts"]

    /// The app a question about what can be said names (a typo forgiven), if it is one.
    static func app(askedAbout text: String, in index: PhraseIndex) -> AskedAbout? {
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
        let exactly = index.templates.first { template in
            ([template.appName] + template.appSynonyms).contains { UniversalWords.fold($0) == name }
        }
        let withTypo = index.templates.first { template in
            ([template.appName] + template.appSynonyms).contains { AnswerNames.says(name, name: $0) }
        }
        if let app = (exactly ?? withTypo)?.appName { return .installed(app) }
        guard !name.isEmpty, !name.contains(" ") else { return nil }
        let original = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last { UniversalWords.fold(String($0)) == name }
        return .notInstalled(original.map(String.init) ?? name)
    }

    /// “Gulper isn't installed.” and the apps that are.
    static func notInstalled(_ name: String, in index: PhraseIndex) -> [Reply] {
        var seen: Set<String> = []
        let apps = index.templates.map(\.appName).filter { seen.insert($0).inserted }
        guard !apps.isEmpty else { return [.say("\(name) isn't installed, and no apps are.")] }
        return [.say("\(name) isn't installed. You can ask about \(HarkWording.list(apps, joiner: "or")).")]
    }

    /// One example for each of the app's shortcuts, App Shortcuts first, then the person's own.
    static func shortcuts(of app: String, in index: PhraseIndex) -> [Reply] {
        var seen: Set<String> = []
        let templates = index.templates.filter { $0.appName == app && seen.insert($0.shortcutID).inserted }
        let examples = templates.map { template -> Reply in
            if case .userShortcut? = index.target(of: template.shortcutID) {
                return .say("  \(template.text)  (your shortcut)")
            }
            return .say("  \(ExampleUtterances.example(template))")
        }
        return [.say("With \(app) you can say:")] + examples
    }
}
