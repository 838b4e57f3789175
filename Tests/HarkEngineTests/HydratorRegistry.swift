import HarkEngine

/// A small registry like the Hydrator example app's, plus a second app for contrast.
enum HydratorRegistry {
    static let drinks = SlotVocabulary.values([
        SlotValue(canonical: "water", spoken: ["water", "h2o"]),
        SlotValue(canonical: "coffee", spoken: ["coffee", "espresso", "latte"]),
        SlotValue(canonical: "tea", spoken: ["tea"]),
        SlotValue(canonical: "greenTea", spoken: ["green tea"]),
        SlotValue(canonical: "juice", spoken: ["juice", "orange juice"]),
        SlotValue(canonical: "milk", spoken: ["milk"]),
    ])

    static let accounts = SlotVocabulary.values([
        SlotValue(canonical: "creditCard", spoken: ["credit card"]),
        SlotValue(canonical: "savings", spoken: ["savings"]),
    ])

    static let templates: [PhraseTemplate] = [
        PhraseTemplate(shortcutID: "Hydrator.TrackIntake", appName: "Hydrator", appSynonyms: ["Water Tracker"],
                       text: "Log {ounces} ounces of {hydrationType} in {app}",
                       slots: ["ounces": .number, "hydrationType": drinks]),
        PhraseTemplate(shortcutID: "Hydrator.TrackIntake", appName: "Hydrator", appSynonyms: ["Water Tracker"],
                       text: "Track my intake in {app}"),
        PhraseTemplate(shortcutID: "Hydrator.TrackIntake", appName: "Hydrator", appSynonyms: ["Water Tracker"],
                       text: "Log {hydrationType} in {app}", slots: ["hydrationType": drinks]),
        PhraseTemplate(shortcutID: "Hydrator.ShowStats", appName: "Hydrator", text: "Show my water stats in {app}"),
        PhraseTemplate(shortcutID: "Hydrator.Undo", appName: "Hydrator", text: "Undo my last drink"),
        PhraseTemplate(shortcutID: "Coinly.Balance", appName: "Coinly",
                       text: "Check the {account} balance in {app}", slots: ["account": accounts]),
        PhraseTemplate(shortcutID: "Coinly.Balance", appName: "Coinly",
                       text: "Check the {account} balance", slots: ["account": accounts]),
        PhraseTemplate(shortcutID: "Coinly.Transfer", appName: "Coinly", text: "Move money with {app}"),
    ]

    static let matcher = PhraseMatcher(templates: templates)
}

extension MatchDecision {
    /// The matched shortcut, or nil when not `.matched`.
    var matchedShortcut: String? {
        if case .matched(let candidate) = self { candidate.shortcutID } else { nil }
    }

    var matchedSlots: [String: SlotFill]? {
        if case .matched(let candidate) = self { candidate.slots } else { nil }
    }
}
