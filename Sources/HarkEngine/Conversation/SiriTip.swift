import HarkKit

/// After a flow that needed questions, one line naming the App Shortcut phrase that would have
/// done it in one go (the first of the intent's phrases that can say every value asked for),
/// filled with the values given. Each phrase is tipped at most once per store, and never for an
/// app whose tips the person dismissed (`:tips off APP`). The note that a phrase was tipped is
/// written with the run's other writes; a store that refuses it fails no turn, and the tip is
/// then not shown, keeping “at most once”.
///
///     SiriTip.after(run, in: context)?.text   // "Tip: next time, just say “Start a Walking session in Meditator”."
enum SiriTip {
    /// A tip to say, and the setting that notes it was said.
    struct Note: Sendable {
        let key: String
        let text: String
    }

    /// The setting that holds "off" once the person dismissed an app's tips.
    static func settingKey(for app: String) -> String { "siri-tips.\(app)" }

    /// The setting that notes a phrase was tipped: by the app and the phrase as declared
    /// ("Log {ounces} ounces of {hydrationType} in {app}"), never by the shortcut's place in
    /// the app's list, so reordering an app's shortcuts forgets nothing.
    static func shownKey(app: String, phrase: String) -> String { "siri-tip-shown.\(app).\(phrase)" }

    static func after(_ run: IntentRun, in context: TurnContext) -> Note? {
        guard run.offersSiriTip, !run.askedParameters.isEmpty, context.catalog.app(named: run.appName)?.showsSiriTips == true,
            !dismissed(run.appName, in: context.store)
        else {
            return nil
        }
        let intent = run.driver.declaration.name
        for template in context.index.templates {
            guard case .appShortcut(let shortcut)? = context.index.target(of: template.shortcutID),
                shortcut.intent.name == intent,
                let phrase = said(template, with: run)
            else { continue }
            let key = shownKey(app: template.appName, phrase: template.text)
            // On purpose: a tip is a courtesy, so a store that cannot say whether it was shown
            // fails no turn; the tip is then not shown.
            do {
                guard try context.store.setting(key) == nil else { return nil }
            } catch {
                return nil
            }
            return Note(key: key, text: "Tip: next time, just say “\(phrase)”.")
        }
        return nil
    }

    /// Whether the person dismissed the app's tips; a setting that cannot be read counts as
    /// dismissed, on purpose: no tip rather than an unwanted one.
    private static func dismissed(_ app: String, in store: any HarkStorage) -> Bool {
        do {
            return try store.setting(settingKey(for: app)) == "off"
        } catch {
            return true
        }
    }

    /// The phrase with every slot filled by the run's values, when it names every parameter that
    /// was asked for and each value can be said in it.
    private static func said(_ template: PhraseTemplate, with run: IntentRun) -> String? {
        let slots = Set(PhraseSlots.names(in: template.text)).subtracting(["app"])
        guard run.askedParameters.isSubset(of: slots) else { return nil }
        var text = template.text.replacingOccurrences(of: "{app}", with: template.appName)
        for name in slots {
            guard let value = run.driver.parameters.named(name)?.anyValue, let vocabulary = template.slots[name] else {
                return nil
            }
            let spoken = value.spokenText
            if case .values(let values) = vocabulary,
                !values.contains(where: { UniversalWords.fold($0.spoken.first ?? "") == UniversalWords.fold(spoken) })
            {
                return nil
            }
            text = text.replacingOccurrences(of: "{\(name)}", with: spoken)
        }
        return text
    }
}
