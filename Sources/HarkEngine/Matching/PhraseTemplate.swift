/// One registered phrase, ready for the matcher.
///
///     PhraseTemplate(shortcutID: "Hydrator.TrackIntake", appName: "Hydrator",
///                    text: "Log {ounces} ounces of {hydrationType} in {app}",
///                    slots: ["ounces": .number, "hydrationType": .values([...])])
///
/// `{app}` stands for the app's name or one of its synonyms; `{NAME}` is a slot whose
/// vocabulary is in `slots`. A phrase may hold any number of slots.
public struct PhraseTemplate: Sendable, Hashable {
    /// What a match leads to; several templates may share one (one per phrase).
    public var shortcutID: String
    public var appName: String
    public var appSynonyms: [String]
    public var text: String
    public var slots: [String: SlotVocabulary]
    /// The shortcut spends, deletes, locks or signs out: a match that needed any tolerance is
    /// asked about (`MatchDecision.confirm`) instead of run.
    public var isConsequential: Bool
    /// Values the intent takes that no phrase of the shortcut has a place for.
    public var looseValues: LooseValues
    /// The intent the shortcut runs when it fixes no value of its own ("Hydrator.TrackIntake"):
    /// two shortcuts running the same one with the same values said are one choice, never asked
    /// between. Nil keeps the shortcut a choice of its own.
    public var intentID: String?

    public init(
        shortcutID: String, appName: String, appSynonyms: [String] = [], text: String,
        slots: [String: SlotVocabulary] = [:], isConsequential: Bool = false, looseValues: LooseValues = LooseValues(),
        intentID: String? = nil
    ) {
        self.shortcutID = shortcutID
        self.appName = appName
        self.appSynonyms = appSynonyms
        self.text = text
        self.slots = slots
        self.isConsequential = isConsequential
        self.looseValues = looseValues
        self.intentID = intentID
    }

    /// Whether the phrase names the app (App Shortcut phrases must).
    public var mentionsApp: Bool { text.contains("{app}") }
}

/// What a slot may hold.
public enum SlotVocabulary: Sendable, Hashable {
    /// A whole number, said as digits or words, with an optional unit ("8 oz", "eight ounces").
    case number
    /// One of a closed set of values (enum cases, entity names), each with synonyms.
    case values([SlotValue])
}

/// A value a slot can take, and the ways people say it.
public struct SlotValue: Sendable, Hashable {
    /// The identifier handed back on a match (an enum case's raw value, an entity's id).
    public var canonical: String
    /// The names people use, the display name first: ["water", "h2o", "aqua"].
    public var spoken: [String]

    public init(canonical: String, spoken: [String]) {
        self.canonical = canonical
        self.spoken = spoken
    }
}
