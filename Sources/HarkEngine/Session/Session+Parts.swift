import HarkKit

/// The session's parts, made afresh from its state when asked for, and what the library's
/// users call on them through the session.
extension Session {
    /// Made for one edit and dropped: it holds the session strongly, as nothing of the session
    /// holds it. (A weak hold made a weak-reference side table, which LeakSanitizer, unable to
    /// follow Swift's shifted pointer to it, reported as a leak in `make fuzz`.)
    var shortcutEditor: ShortcutEditor {
        ShortcutEditor(
            catalog: catalog, store: store, index: index, installedApps: installedApps, environment: environment,
            changed: { self.rebuildIndex() })
    }

    var completer: Completer { Completer(
            index: index, installedApps: installedApps, frontEndCommands: frontEndCommands, conversation: conversation) }

    var explainer: Explainer { Explainer(catalog: catalog, index: index, deviceStrict: environment.deviceStrict) }

    var suggestionService: SuggestionService {
        SuggestionService(store: store, installedApps: installedApps, moment: moment)
    }

    var personalStack: PersonalStack { PersonalStack(store: store, installedApps: installedApps) }

    var siriTipSettings: SiriTipSettings {
        SiriTipSettings(catalog: catalog, store: store, installedApps: installedApps, lastApp: conversation.lastApp)
    }

    /// Where the session stands, for suggestions and the stack.
    public var moment: Moment {
        Moment(
            now: environment.clock.now, location: environment.location, situations: environment.situations,
            timeZone: environment.timeZone)
    }

    // MARK: Completer

    /// Words that complete the last word of `line` (the text up to the cursor): phrases and
    /// their slot values at the top level, the answers to the question in flight, commands.
    ///
    ///     session.completions(for: "Log 8 ounces of w")   // ["water"]
    public func completions(for line: String) -> [String] { completer.completions(for: line) }

    // MARK: Explainer

    /// The best-fitting phrases of the installed apps, best first; see `Explainer.explain`.
    public func explain(_ utterance: String, limit: Int) -> [MatchExplanation] { explainer.explain(utterance, limit: limit) }

    /// How the utterance was heard (fillers, frame, negation, context) and what is decided.
    public func understand(_ utterance: String) -> (analysis: UtteranceAnalysis, decision: ExplainedDecision) {
        explainer.understand(utterance)
    }

    /// What the matcher decides `utterance` means, as a conversation starting with it would act.
    public func decide(_ utterance: String) -> ExplainedDecision { explainer.decide(utterance) }

    /// Hark's answer when `utterance` only thanks or says goodbye, which runs nothing; see
    /// `Explainer.closingReply(to:)`.
    public func closingReply(to utterance: String) -> String? { explainer.closingReply(to: utterance) }

    // MARK: ShortcutEditor

    /// Binds `phrase` to what `utterance` runs, with the values it says fixed.
    ///
    ///     try session.addUserShortcut(phrase: "Tea time", saying: "Log tea in Hydrator")
    @discardableResult
    public func addUserShortcut(phrase: String, saying utterance: String) throws(ShortcutEditError) -> UserShortcut {
        try shortcutEditor.add(phrase: phrase, saying: utterance)
    }

    /// Gives the person's shortcut `phrase` a new phrase, unless that one is taken.
    public func renameUserShortcut(_ phrase: String, to newPhrase: String) throws(ShortcutEditError) {
        try shortcutEditor.rename(phrase, to: newPhrase)
    }

    /// Removes the person's shortcut `phrase`.
    /// Removes a user shortcut; the sentence saying so.
    @discardableResult
    public func removeUserShortcut(_ phrase: String) throws(ShortcutEditError) -> String { try shortcutEditor.remove(phrase) }

    /// One sentence saying what a user shortcut runs, what it fixes and what it asks.
    public func describe(_ shortcut: UserShortcut) -> String { shortcutEditor.describe(shortcut) }

    // MARK: SuggestionService, PersonalStack, SiriTipSettings

    /// How many suggestions `:suggest` lists when not told.
    public static let defaultSuggestionLimit = SuggestionService.defaultLimit

    /// What the watch face would show now, best first.
    public func suggestions(limit: Int) throws -> [Suggestion] { try suggestionService.suggestions(limit: limit) }

    /// The Smart Stack now, top first (see `SuggestionService.stack`).
    public func stack() throws -> [StackItem] { try suggestionService.stack() }

    /// Every installed app's relevant shortcuts, as set.
    public func relevantShortcutLists() throws -> [RelevantShortcutList] { try suggestionService.relevantShortcutLists() }

    /// Puts the widget named by its kind or display name in the person's stack.
    @discardableResult
    public func addToStack(_ name: String) throws -> String { try personalStack.add(name) }

    /// Takes the widget named by its kind or display name out of the person's stack.
    @discardableResult
    public func removeFromStack(_ name: String) throws -> String { try personalStack.remove(name) }
}
