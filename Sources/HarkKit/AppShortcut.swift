/// An App Shortcut: an intent and the phrases that run it, each naming the app. An App Intents
/// shortcut names an instance of its intent; a resolve → handle one names the type.
///
///     AppShortcut(intent: StartMeditation(), phrases: ["Meditate with \(.applicationName)"],
///                 shortTitle: "Meditate", systemImageName: "leaf")
///     AppShortcut(intent: TrackIntake.self, phrases: ["Track my intake in \(.applicationName)"])
public struct AppShortcut: Sendable {
    /// The intent the phrases run, of either dialect.
    public let intentType: any DeclaredIntent.Type
    /// Templates with `{app}` and `{parameter}` placeholders.
    public let phrases: [String]
    /// The name Hark uses for the shortcut in lists and questions ("Log a Drink").
    public let shortTitle: String
    /// The SF Symbol a device shows beside it; Hark only keeps the name.
    public let systemImageName: String?

    /// An intent and its phrases; without a short title, the intent's title is used.
    public init<I: Intent>(intent: I.Type, phrases: [PhraseText<I>], shortTitle: String? = nil) {
        intentType = intent
        self.phrases = phrases.map(\.template)
        self.shortTitle = shortTitle ?? I.title
        systemImageName = nil
    }

    /// An App Intent and its phrases, as App Intents writes them; without a short title, the intent's title is used.
    public init<I: AppIntent>(
        intent: I, phrases: [AppShortcutPhrase<I>], shortTitle: LocalizedStringResource? = nil,
        systemImageName: String? = nil
    ) {
        intentType = I.self
        self.phrases = phrases.map(\.template)
        self.shortTitle = shortTitle ?? I.title
        self.systemImageName = systemImageName
    }
}

/// A user shortcut an app proposes, as the tutorial's "Hydrate me"; a new store starts with it.
///
///     SuggestedShortcut(phrase: "Hydrate me", intent: TrackIntake.self)
public struct SuggestedShortcut: Sendable {
    /// What the person says ("Hydrate me").
    public let phrase: String
    /// The intent the phrase runs, asking for every parameter.
    public let intentType: any DeclaredIntent.Type

    /// A phrase of the person's own that runs `intent`.
    public init<I: DeclaredIntent>(phrase: String, intent: I.Type) {
        self.phrase = phrase
        intentType = intent
    }
}
