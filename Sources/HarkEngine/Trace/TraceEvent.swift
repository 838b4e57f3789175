import HarkKit

/// One step of the pipeline, as a value: the engine emits these (`Reply.trace`), coverage counts
/// them, and only where text is shown are they rendered as `~` lines (`line`).
///
///     session.respond(to: "Log 8 ounces of tea in Hydrator")
///     // [.trace(.matched(…)), .trace(.resolved(parameter: "ounces", value: "8", outcome: .success)), …]
public enum TraceEvent: Sendable, Hashable, Codable {
    /// An utterance (or a suggestion) started an intent.
    case matched(MatchedIntent)
    /// One of the shortcuts offered when several fit, or the one a tolerant match asks about.
    case candidate(ShortcutName, phrase: String)
    /// The utterance reads like a command but is not one ("did I log water?").
    case notACommand(NotACommand)
    /// The matched intent is not available now; nothing runs.
    case unavailable
    /// A parameter's resolve step, with the value it settled on when there is one.
    case resolved(parameter: String, value: String?, outcome: ResolutionOutcome)
    /// The intent's confirm step, or the person's answer to it.
    case confirmed(ConfirmOutcome)
    /// What was heard, read back before a consequential run (`ask the user`), or the answer to it.
    case readBack(ConfirmOutcome)
    /// The step doing the work asked the person something (requestValue, needsValueError, …).
    case asked(AskedRequest, by: WorkStep)
    /// The person's yes or no to a confirmation the working step requested.
    case requestConfirmed(Bool)
    /// How a resolve → confirm → handle intent's handle step ended.
    case handled(HandleOutcome)
    /// How an App Intent's `perform` started or ended.
    case performed(PerformOutcome)
    /// A record the work wrote, committed with it.
    case stored(StoredRecordName, app: String)
    /// The app set its relevant shortcuts.
    case relevantShortcutsSet(app: String, count: Int, source: RelevanceSource)
    /// The app donated an intent.
    case donated(app: String, intent: String)
    /// The app deleted some of its donations.
    case donationsDeleted(app: String, count: Int, selection: DonationSelection)
    /// The app asked Hark to refresh its App Shortcut phrases.
    case appShortcutParametersUpdated(app: String)
    /// The person cancelled the question in flight.
    case cancelled
    /// The person chose none of the values offered.
    case pickedNone
    /// A suggestion made from a user activity opened the app's screen that continues it.
    case continuedActivity(app: String, type: String)
    /// A value was said that no parameter takes (a second number, one named for nothing).
    case unplaced(value: String)
    /// The utterance is one of an app's negative phrases: none of its shortcuts runs.
    case negativePhrase(app: String)
    /// What a device would also have done that Hark cannot (bring the app to the front, start
    /// a Live Activity), said plainly.
    case onDevice(String)
}

/// The intent a match started, and what matched: "Hydrator › Track Intake (phrase "…")".
public struct MatchedIntent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What the utterance matched.
    public enum Source: Sendable, Hashable, Codable {
        /// An App Shortcut phrase, as declared ("Log ${ounces} in ${applicationName}").
        case phrase(String)
        /// A user shortcut's phrase.
        case userShortcut(String)
        /// A suggestion run by its number (`:run 2`).
        case suggestion(Int)
        /// The result of another intent's `perform` opened it (`.result(opensIntent:)`).
        case openedBy(String)
    }

    public var app: String
    public var intent: String
    public var source: Source

    public init(app: String, intent: String, source: Source) {
        self.app = app
        self.intent = intent
        self.source = source
    }

    public var description: String {
        let how =
            switch source {
            case .phrase(let phrase): "phrase \"\(phrase)\""
            case .userShortcut(let phrase): "user shortcut \"\(phrase)\""
            case .suggestion(let number): "suggestion \(number)"
            case .openedBy(let intent): "opened by \(intent)"
            }
        return "\(app) › \(intent) (\(how))"
    }
}

/// The name of what a record was stored in, as the app declared it.
public enum StoredRecordName: Sendable, Hashable, Codable {
    /// A Swift app names each collection after its record's type ("LogEntry").
    case recordType(String)
    /// An app file names the collection its records are kept in ("orders").
    case collection(String)

    /// A collection as the app that wrote to it declared it: a Swift app's is its record
    /// type's, an app file's is the collection its file names.
    init(_ collection: String, keptBy app: InstalledApp?) {
        self = app.map { !$0.isBuiltIn } == true ? .collection(collection) : .recordType(collection)
    }
}
