/// An App Shortcut: an intent and the phrases that run it, each naming the app.
///
///     AppShortcut(intent: TrackIntake.self, phrases: ["Track my intake in \(.applicationName)"])
public struct AppShortcut: Sendable {
    /// The intent the phrases run.
    public let intentType: any Intent.Type
    /// Templates with `{app}` and `{parameter}` placeholders.
    public let phrases: [String]
    /// The name Hark uses for the shortcut in lists and questions ("Log a Drink").
    public let shortTitle: String

    /// An intent and its phrases; without a short title, the intent's title is used.
    public init<I: Intent>(intent: I.Type, phrases: [PhraseText<I>], shortTitle: String? = nil) {
        intentType = intent
        self.phrases = phrases.map(\.template)
        self.shortTitle = shortTitle ?? I.title
    }
}

/// A user shortcut an app proposes, as the tutorial's "Hydrate me"; a new store starts with it.
///
///     SuggestedShortcut(phrase: "Hydrate me", intent: TrackIntake.self)
public struct SuggestedShortcut: Sendable {
    /// What the person says ("Hydrate me").
    public let phrase: String
    /// The intent the phrase runs, asking for every parameter.
    public let intentType: any Intent.Type

    /// A phrase of the person's own that runs `intent`.
    public init<I: Intent>(phrase: String, intent: I.Type) {
        self.phrase = phrase
        intentType = intent
    }
}
