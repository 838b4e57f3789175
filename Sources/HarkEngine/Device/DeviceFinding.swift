import HarkKit

/// One phrase or behaviour of an app that a device would not support, with why and the fix
/// (what `hark doctor --device` lists).
public struct DeviceFinding: Sendable, Hashable {
    public let app: String
    /// The phrase, or the behaviour, in question.
    public let subject: String
    public let reason: String
    public let fix: String
}

extension DeviceRules {
    /// App by app, every phrase whose parameter a device cannot hold in a phrase, and the
    /// lenient behaviours of Hark's matcher that a device does not share.
    static func findings(in catalog: AppCatalog, index: PhraseIndex) -> [DeviceFinding] {
        catalog.apps.flatMap { app -> [DeviceFinding] in
            var findings: [DeviceFinding] = []
            for shortcut in app.shortcuts {
                let kinds = Dictionary(
                    shortcut.intent.parameters.entries.map { ($0.name, $0.parameter) }, uniquingKeysWith: { a, _ in a })
                for phrase in shortcut.phrases {
                    for slot in PhraseSlots.names(in: phrase) where slot != "app" {
                        guard let parameter = kinds[slot], let kind = refusedKind(parameter.valueKind) else { continue }
                        findings.append(
                            DeviceFinding(
                                app: app.name, subject: "phrase “\(phrase)”",
                                reason: "{\(slot)} is \(kind); a device allows only AppEnum and AppEntity parameters in App Shortcut phrases",
                                fix: "drop {\(slot)} from the phrase and let Siri ask for it\(parameter.prompt.map { " (“\($0.full)”)" } ?? ""), or make it an AppEnum"))
                    }
                }
                if let finding = everyPhraseNamesAnEntity(shortcut) { findings.append(finding) }
            }
            guard !app.shortcuts.isEmpty else { return findings }
            let example = index.templates.first { $0.appName == app.name && $0.mentionsApp }.map { template in
                var spoken = template
                spoken.text = Self.withoutApp(template.text)
                return ExampleUtterances.example(spoken)
            } ?? ""
            findings.append(
                DeviceFinding(
                    app: app.name, subject: "an App Shortcut said without the app's name (“\(example)”)",
                    reason: "Hark may still run it when nothing else fits; a device runs App Shortcuts only when the app's name is said",
                    fix: "say the app's name, or make a user shortcut; check a flow with @device strict"))
            findings.append(
                DeviceFinding(
                    app: app.name, subject: "a typo in the app's name (“\(Self.misspelled(app.name))”)",
                    reason: "Hark forgives one; a device hears the app's name or a synonym it declares",
                    fix: "declare the names people use as the app's synonyms"))
            return findings
        }
    }

    /// An App Shortcut whose every phrase names an entity has no phrase on a device until the
    /// app has run and told the system its entities (WWDC22); nil when one phrase names none.
    private static func everyPhraseNamesAnEntity(_ shortcut: ShortcutEntry) -> DeviceFinding? {
        let entities = Set(
            shortcut.intent.parameters.entries.filter {
                if case .entity = $0.parameter.valueKind { return true }
                return false
            }.map(\.name))
        let named = shortcut.phrases.map { Set(PhraseSlots.names(in: $0)).intersection(entities) }
        guard !named.isEmpty, named.allSatisfy({ !$0.isEmpty }) else { return nil }
        let slots = Set(named.flatMap { $0 }).sorted().map { "{\($0)}" }.joined(separator: ", ")
        return DeviceFinding(
            app: shortcut.appName, subject: "App Shortcut “\(shortcut.title)”",
            reason: "every phrase names an entity (\(slots)); a device makes such phrases only after the app has run and told the system its entities, so until then the shortcut cannot be said",
            fix: "keep at least one phrase without an entity, and let Siri ask for it")
    }

    /// "a number", "a date", "text", "a yes or no": a kind a device refuses in a phrase; nil
    /// for kinds a phrase may hold (AppEnum, AppEntity).
    static func refusedKind(_ kind: ValueKind) -> String? {
        switch kind {
        case .integer, .number: "a number"
        case .date: "a date"
        case .text: "text"
        case .boolean: "a yes or no"
        case .choice, .entity: nil
        }
    }

    /// "Log a drink" from "Log a drink in {app}".
    private static func withoutApp(_ phrase: String) -> String {
        var text = phrase
        for joiner in [" in {app}", " with {app}", " on {app}", " using {app}", "{app} "] {
            text = text.replacingOccurrences(of: joiner, with: "")
        }
        return text.replacingOccurrences(of: "{app}", with: "").trimmingCharacters(in: .whitespaces)
    }

    /// The name with two letters swapped: "Hydartor".
    private static func misspelled(_ name: String) -> String {
        var letters = Array(name)
        guard letters.count >= 4 else { return name }
        let middle = letters.count / 2
        letters.swapAt(middle, middle + 1 < letters.count ? middle + 1 : middle - 1)
        return String(letters)
    }
}

extension Session {
    /// What a device would not support, app by app (installed apps only).
    public func deviceFindings() -> [DeviceFinding] {
        let installed = Set(installedApps.map(\.name))
        return DeviceRules.findings(in: catalog, index: index).filter { installed.contains($0.app) }
    }
}
