import Foundation
import HarkKit

/// The entities an app reported for its App Shortcut phrases: its suggested entities, read from
/// its records, once the app has called `updateAppShortcutParameters()`, in a run or at launch
/// (until then, as on a fresh install, only its phrases without entity parameters are known).
///
///     let reported = ReportedEntities(store: store, now: now)
///     reported.vocabulary(of: query, app: meditator)   // .values([calming, walking, …]) or nil
struct ReportedEntities {
    let store: any HarkStorage
    let now: Date

    /// The setting that records that an app has reported its parameters.
    static func settingKey(for app: String) -> String { "app-shortcut-parameters-updated.\(app)" }

    /// A store that cannot be read here leaves the phrases without entity values (the index
    /// is built outside any turn and cannot reply); the same store fails, reported in one
    /// sentence, at the first turn that reads or writes the app's records.
    func hasUpdated(_ app: String) -> Bool {
        ((try? store.setting(Self.settingKey(for: app))) ?? nil) != nil
    }

    /// The names a phrase's entity slot can take, or nil while the app has not reported any.
    func vocabulary(of query: AnyEntityQuery, app: InstalledApp) -> SlotVocabulary? {
        guard app.reportedParametersAtLaunch() || hasUpdated(app.name) else { return nil }
        let context = IntentContext(now: now, location: nil, records: store.records(ofApp: app.name))
        guard let entities = try? query.suggestedEntities(in: context), !entities.isEmpty else { return nil }
        let values = entities.compactMap(query.choice(for:)).map {
            SlotValue(canonical: $0.id, spoken: [$0.title] + $0.synonyms)
        }
        return .values(values)
    }
}
