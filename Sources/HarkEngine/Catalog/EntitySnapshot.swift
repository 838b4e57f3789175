import HarkKit

/// The entity vocabularies of every installed App Shortcut, as the apps last reported them:
/// part of what a phrase index is built from, so indexes can be shared when it is equal.
///
///     let entities = EntitySnapshot(catalog: catalog, installed: ["Meditator"], reported: reported)
///     entities.vocabularies(of: "Meditator.1").unknown   // ["session"] before the app reports
struct EntitySnapshot: Hashable, Sendable {
    struct Vocabularies: Hashable, Sendable {
        /// Entity parameters with the names their app reported.
        var known: [String: SlotVocabulary] = [:]
        /// Entity parameters whose app has reported none yet; phrases naming them are left out.
        var unknown: Set<String> = []
    }

    private var byShortcut: [String: Vocabularies] = [:]

    init(catalog: AppCatalog, installed: Set<String>, reported: ReportedEntities) {
        for app in catalog.apps where installed.contains(app.name) {
            for shortcut in app.shortcuts {
                var vocabularies = Vocabularies()
                for entry in shortcut.intent.parameters.entries {
                    guard let query = entry.parameter.entityQuery else { continue }
                    if let vocabulary = reported.vocabulary(of: query, app: app) {
                        vocabularies.known[entry.name] = vocabulary
                    } else {
                        vocabularies.unknown.insert(entry.name)
                    }
                }
                byShortcut[shortcut.id] = vocabularies
            }
        }
    }

    func vocabularies(of shortcutID: String) -> Vocabularies {
        byShortcut[shortcutID] ?? Vocabularies()
    }
}
