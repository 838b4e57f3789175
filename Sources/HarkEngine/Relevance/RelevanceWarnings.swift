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
                "Warning: \(name) pairs the \(situation.rawValue) situation with a date window; both say when, and it shows only where they agree, so put the hours you mean in the date window and drop the situation."
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
        if let kind = shortcut.widgetKind, !app.widgets.contains(where: { $0.kind == kind }) {
            warnings.append("Warning: \(name) names the widget kind “\(kind)”, which \(app.name) does not offer; no widget will show.")
        }
        if !app.intentTypes.contains(where: { IntentIdentity.id(of: $0, in: app.name) == shortcut.intentID }) {
            warnings.append(
                "Warning: \(name) runs an intent that none of \(app.name)'s shortcuts declares, so it cannot be run from a suggestion.")
        }
        return warnings
    }
}
