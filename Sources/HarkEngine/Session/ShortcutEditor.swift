import Foundation
import HarkKit

/// Making, renaming and removing the person's own shortcuts ("Add to Siri"): a phrase of their
/// choosing bound to what they would say to an app. Values said are fixed; the rest are asked
/// each time. It answers `:shortcuts` too.
///
///     try editor.add(phrase: "Tea time", saying: "Log tea in Hydrator")
///     // “Tea time” runs Log a Drink in Hydrator with hydration type tea; asks for ounces each time.
///     editor.command("rename \"Tea time\" to \"Teatime\"")
public struct ShortcutEditor {
    let catalog: AppCatalog
    let store: any HarkStorage
    /// What phrases mean now, to bind a new shortcut and to refuse a phrase already taken.
    let index: PhraseIndex
    let installedApps: [InstalledApp]
    let environment: SessionEnvironment
    /// Called after a shortcut was added, renamed or removed, so phrases are matched anew.
    let changed: () -> Void

    /// The verbs of `:shortcuts` and `hark shortcuts`.
    public static let verbs = ["list", "add", "rename", "remove"]

    static let commandUsage =
        "Say :shortcuts add \"PHRASE\" = WHAT YOU WOULD SAY, :shortcuts list, :shortcuts rename \"OLD\" to \"NEW\", or :shortcuts remove \"PHRASE\"."

    @discardableResult
    func add(phrase: String, saying utterance: String) throws(ShortcutEditError) -> UserShortcut {
        let phrase = try checkedNewPhrase(phrase)
        let shortcut = try binding(phrase: phrase, to: utterance)
        do {
            try store.addUserShortcut(shortcut)
        } catch {
            throw ShortcutEditError("“\(phrase)” could not be saved: \(error)")
        }
        changed()
        return shortcut
    }

    func rename(_ phrase: String, to newPhrase: String) throws(ShortcutEditError) {
        let old = Self.trimmed(phrase)
        let new = try checkedNewPhrase(newPhrase, replacing: old)
        let renamed: Bool
        do {
            renamed = try store.renameUserShortcut(old, to: new)
        } catch {
            throw ShortcutEditError("“\(old)” could not be renamed: \(error)")
        }
        guard renamed else { throw noSuchShortcut(old) }
        changed()
    }

    /// Removes the shortcut and says so; one an app suggested is said to stay removed, as the
    /// store adds an app's suggestions only once.
    @discardableResult
    func remove(_ phrase: String) throws(ShortcutEditError) -> String {
        let phrase = Self.trimmed(phrase)
        let removed: Bool
        do {
            removed = try store.removeUserShortcut(phrase)
        } catch {
            throw ShortcutEditError("“\(phrase)” could not be removed: \(error)")
        }
        guard removed else { throw noSuchShortcut(phrase) }
        changed()
        let suggester = catalog.apps.first { app in
            app.suggestedShortcuts.contains { $0.phrase.lowercased() == phrase.lowercased() }
        }
        guard let suggester else { return "Removed “\(phrase)”." }
        return "Removed “\(phrase)”. \(suggester.name) suggested it; it will not be added again."
    }

    /// `:shortcuts add|list|rename|remove …`.
    func command(_ argument: String) -> [Reply] {
        let verb = argument.prefix { $0 != " " }.lowercased()
        let rest = String(argument.dropFirst(verb.count)).trimmingCharacters(in: .whitespaces)
        do {
            switch verb {
            case "list":
                let shortcuts = try store.userShortcuts()
                if shortcuts.isEmpty { return [.say("You have no shortcuts of your own yet.")] }
                return shortcuts.map { .say(describe($0)) }
            case "add":
                guard let equals = rest.firstIndex(of: "=") else { return [.problem(Self.commandUsage)] }
                let shortcut = try add(phrase: String(rest[..<equals]), saying: String(rest[rest.index(after: equals)...]))
                return [.say("Added. \(describe(shortcut))")]
            case "rename":
                guard let (old, new) = Self.renaming(rest) else { return [.problem(Self.commandUsage)] }
                try rename(old, to: new)
                return [.say("Renamed “\(Self.trimmed(old))” to “\(Self.trimmed(new))”.")]
            case "remove", "delete":
                return [.say(try remove(rest))]
            default:
                return [.problem(Self.commandUsage)]
            }
        } catch let error as ShortcutEditError {
            return [.problem(error.description)]
        } catch {
            return [.problem("Your shortcuts could not be read: \(error)")]
        }
    }

    /// `:shortcuts`: every App Shortcut with its phrases, and the person's own, by app.
    /// A store that cannot be read lists the App Shortcuts, then says why the person's are missing.
    func listByApp() -> [Reply] {
        var replies: [Reply] = []
        var unread: [Reply] = []
        let userShortcuts: [UserShortcut]
        do {
            userShortcuts = try store.userShortcuts()
        } catch {
            userShortcuts = []
            unread = [.problem("Your shortcuts could not be read: \(error)")]
        }
        for app in installedApps {
            replies.append(.say("\(app.name):"))
            for shortcut in app.shortcuts {
                replies.append(.say("  \(shortcut.title)"))
                replies += shortcut.phrases.map {
                    .say("    “\($0.replacingOccurrences(of: "{app}", with: app.name))”")
                }
            }
            for shortcut in userShortcuts where catalog.intent(id: shortcut.intentID)?.app.name == app.name {
                replies.append(.say("  Your shortcut: “\(shortcut.phrase)”"))
            }
        }
        return (replies.isEmpty ? [.say("No apps are installed.")] : replies) + unread
    }

    /// One sentence saying what a user shortcut runs, what it fixes and what it asks.
    func describe(_ shortcut: UserShortcut) -> String {
        guard let (app, intent) = catalog.intent(id: shortcut.intentID) else {
            return "“\(shortcut.phrase)” runs \(shortcut.intentID), which is not installed."
        }
        let title = app.shortcuts.first { $0.intent.name == intent.name }?.title ?? intent.title
        let parameters = intent.parameters
        let fixed = parameters.entries.compactMap { entry -> String? in
            guard let answer = shortcut.fixedValues[entry.name] else { return nil }
            return "\(entry.parameter.title.lowercased()) \(spoken(answer, for: entry.parameter, app: app.name))"
        }
        let asked = parameters.entries.filter { $0.isRequired && shortcut.fixedValues[$0.name] == nil }
            .map { $0.parameter.title.lowercased() }
        var sentence = "“\(shortcut.phrase)” runs \(title) in \(app.name)"
        if !fixed.isEmpty { sentence += " with \(HarkWording.list(fixed, joiner: "and"))" }
        if !asked.isEmpty { sentence += "; asks for \(HarkWording.list(asked, joiner: "and")) each time" }
        return sentence + "."
    }

    private func spoken(_ answer: AnswerValue, for parameter: any AnyParameter, app: String) -> String {
        switch answer {
        case .integer(let value): return String(value)
        case .number(let value): return value.spokenText
        case .date(let iso): return Day(iso: iso)?.spokenText ?? iso
        case .boolean(let value): return value ? "yes" : "no"
        case .text(let value): return value
        case .list(let items): return HarkWording.list(items.map { spoken($0, for: parameter, app: app) }, joiner: "and")
        case .choice(let id):
            if case .choice(let options) = parameter.valueKind, let option = options.first(where: { $0.id == id }) {
                return option.title
            }
            let context = IntentContext(now: environment.clock.now, location: nil, records: store.records(ofApp: app))
            // On purpose: a value the app's query cannot name now is shown by its identifier.
            return (try? parameter.entityQuery?.entities(for: [id], in: context).first?.spokenText) ?? id
        }
    }

    /// What the utterance runs, with the values it says fixed.
    private func binding(phrase: String, to utterance: String) throws(ShortcutEditError) -> UserShortcut {
        let said = Self.trimmed(utterance)
        guard !said.isEmpty else {
            let example = index.templates.first.map { ", such as “\(ExampleUtterances.example($0))”" } ?? ""
            throw ShortcutEditError("Say what “\(phrase)” should do, as you would say it to an app\(example).")
        }
        switch index.matcher.decide(said) {
        case .matched(let candidate), .confirm(let candidate):
            let fixed = candidate.slots.mapValues(\.answer)
            switch index.target(of: candidate.shortcutID) {
            case .appShortcut(let shortcut):
                let id = shortcut.intent.id(in: shortcut.appName)
                return UserShortcut(phrase: phrase, intentID: id, fixedValues: fixed)
            case .userShortcut(let other):
                return UserShortcut(phrase: phrase, intentID: other.intentID, fixedValues: other.fixedValues.merging(fixed) { $1 })
            case nil:
                throw ShortcutEditError("I don't know what “\(said)” runs.")
            }
        case .ambiguous(let candidates):
            throw ShortcutEditError(
                "“\(said)” could mean \(Conversation.shortcutChoices(candidates, in: index)); say it more exactly.")
        case .notACommand:
            throw ShortcutEditError("“\(said)” does not ask for something to be done; say it as a request, as you would to an app.")
        case .noMatch(let nearest):
            let context = TurnContext(
                catalog: catalog, index: index, store: store, now: environment.clock.now, location: environment.location)
            if let reason = Conversation.unavailability(of: nearest, saying: said, in: context) {
                let advice = reason.supporting.map { " \($0)" } ?? ""
                throw ShortcutEditError("I don't know what “\(said)” runs yet: \(reason.full)\(advice)")
            }
            throw ShortcutEditError("I don't know what “\(said)” runs; say it as you would to an app, such as a phrase from :shortcuts.")
        }
    }

    /// A phrase that is not empty, not a command, and not already understood as something else.
    private func checkedNewPhrase(_ phrase: String, replacing old: String? = nil) throws(ShortcutEditError) -> String {
        let phrase = Self.trimmed(phrase)
        guard !phrase.isEmpty else { throw ShortcutEditError("A shortcut needs a phrase, such as “Tea time”.") }
        guard !phrase.hasPrefix(":") else { throw ShortcutEditError("A shortcut's phrase cannot start with “:”.") }
        let existing: [UserShortcut]
        do {
            existing = try store.userShortcuts()
        } catch {
            throw ShortcutEditError("“\(phrase)” could not be checked against your shortcuts, so it was not saved: \(error)")
        }
        if existing.contains(where: { $0.phrase.lowercased() == phrase.lowercased() && $0.phrase.lowercased() != old?.lowercased() }) {
            throw ShortcutEditError("You already have a shortcut “\(phrase)”.")
        }
        if case .matched(let candidate) = index.matcher.decide(phrase) {
            let taken = candidate.shortcutID == "user:\(old?.lowercased() ?? "")"
            if !taken {
                throw ShortcutEditError(
                    "“\(phrase)” already runs \(ShortcutName(candidate, in: index)); choose another phrase.")
            }
        }
        return phrase
    }

    private func noSuchShortcut(_ phrase: String) -> ShortcutEditError {
        let known: String
        do {
            let phrases = try store.userShortcuts().map { "“\($0.phrase)”" }
            known = phrases.isEmpty ? "you have none" : "yours are \(HarkWording.list(phrases, joiner: "and"))"
        } catch {
            known = "yours could not be read: \(error)"
        }
        return ShortcutEditError("You have no shortcut “\(phrase)”; \(known).")
    }

    /// `"Old" to "New"`, `Old to New`, or `"Old" "New"`.
    static func renaming(_ text: String) -> (String, String)? {
        let quoted = text.split(whereSeparator: { "\"“”".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0.lowercased() != "to" }
        if quoted.count == 2, text.contains(where: { "\"“”".contains($0) }) { return (quoted[0], quoted[1]) }
        guard let range = text.range(of: " to ", options: .caseInsensitive) else { return nil }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    /// Without surrounding spaces or quotes.
    static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"“”"))
            .trimmingCharacters(in: .whitespaces)
    }
}

/// A user shortcut that cannot be made, renamed or removed, said in one sentence.
public struct ShortcutEditError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
