/// An App Shortcut: an intent and the phrases that run it, each naming the app.
///
///     AppShortcut(intent: TrackIntake.self, phrases: ["Track my intake in \(.applicationName)"])
public struct AppShortcut: Sendable {
    public let intentType: any Intent.Type
    /// Templates with `{app}` and `{parameter}` placeholders.
    public let phrases: [String]
    public let shortTitle: String

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
    public let phrase: String
    public let intentType: any Intent.Type

    public init<I: Intent>(phrase: String, intent: I.Type) {
        self.phrase = phrase
        intentType = intent
    }
}
