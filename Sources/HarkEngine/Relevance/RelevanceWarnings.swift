import HarkKit

/// The documented pitfalls of relevant shortcuts, and names that lead nowhere, as warnings
/// that name the app and the shortcut.
///
///     RelevanceWarnings.check(shortcut, app: wallet)   // ["Warning: Wallet's relevant shortcut …"]
enum RelevanceWarnings {
    static func check(_ shortcut: StoredRelevantShortcut, app: InstalledApp) -> [String] {
        let name = "\(app.name)'s relevant shortcut “\(shortcut.title)”"
        var warnings: [String] = []
        let timesOfDay = shortcut.providers.compactMap { provider -> DailyRoutineSituation? in
            if case .dailyRoutine(let situation) = provider, situation.isTimeOfDay { return situation }
            return nil
        }
        let hasDate = shortcut.providers.contains {
            if case .date = $0 { return true }
            return false
        }
        if let situation = timesOfDay.first, hasDate {
            warnings.append(
                "Warning: \(name) pairs the \(situation.rawValue) situation with a date window, which Apple says gives unpredictable results (Hark shows it only while both hold); set two relevant shortcuts instead, one with the date window and one with the \(situation.rawValue) situation."
            )
        }
        let locations = shortcut.providers.filter {
            if case .location = $0 { return true }
            return false
        }
        if locations.count > 1 {
            warnings.append(
                "Warning: \(name) has \(locations.count) locations; all its providers must hold, so it shows only where the regions overlap. Set one shortcut per place."
            )
        }
        if let kind = shortcut.widgetKind {
            if let widget = app.widgets.first(where: { $0.kind == kind }) {
                if let mismatch = configurationMismatch(shortcut.intentID, widget: widget, app: app) {
                    warnings.append("Warning: \(name) names the widget “\(kind)”, but \(mismatch)")
                }
            } else {
                warnings.append("Warning: \(name) names the widget kind “\(kind)”, which \(app.name) does not offer; no widget will show.")
            }
        }
        if let intentID = shortcut.intentID {
            if let intent = app.intent(id: intentID) {
                if let why = intent.unsuggestable(shortcut.parameters) {
                    warnings.append("Warning: \(name) will not be suggested: \(why).")
                }
            } else {
                warnings.append(
                    "Warning: \(name) runs an intent that none of \(app.name)'s shortcuts declares, so it cannot be run from a suggestion.")
            }
        }
        return warnings
    }

    /// The warning for a donation meant for a widget whose configuration intent it is not.
    static func checkDonation(intentID: String, title: String, widgetKind: String, app: InstalledApp) -> String? {
        let name = "\(app.name)'s donation of “\(title)”"
        guard let widget = app.widgets.first(where: { $0.kind == widgetKind }) else {
            return "Warning: \(name) is meant for the widget kind “\(widgetKind)”, which \(app.name) does not offer."
        }
        return configurationMismatch(intentID, widget: widget, app: app).map { "Warning: \(name) is meant for the widget “\(widgetKind)”, but \($0)" }
    }

    /// The end of a sentence saying why `intentID` cannot bring in `widget`; nil when it can.
    private static func configurationMismatch(_ intentID: String?, widget: WidgetKind, app: InstalledApp) -> String? {
        guard let configuration = widget.configurationIntent else { return nil }
        guard IntentIdentity.id(of: configuration, in: app.name) != intentID else { return nil }
        let what = intentID.flatMap { id in app.intents.first { $0.id(in: app.name) == id }?.title }
            .map { "its intent is \($0)" } ?? "it is not an intent"
        return "\(what), not the widget's configuration intent \(configuration.title); Siri relates only that intent to the widget, so it will not bring the widget in."
    }
}
