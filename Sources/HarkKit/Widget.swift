import Foundation

/// A kind of widget an app offers, with the timeline that says what it shows and how
/// relevant each entry is to the Smart Stack (WidgetKit's TimelineProvider). A widget the
/// person configures declares its configuration intent (IntentConfiguration); its timeline is
/// made for one configuration, and only that intent, in a relevant shortcut or a donation,
/// brings the widget into the stack with those values.
///
///     WidgetKind(kind: "RecentPurchases", displayName: "Recent Purchases", configuration: ShowRecentPurchases.self) {
///         records, now, configuration in [TimelineEntry(date: now, text: "No purchases yet.")]
///     }
public struct WidgetKind: Sendable {
    /// The identifier relevant shortcuts name.
    public let kind: String
    /// The widget's name for people.
    public let displayName: String
    /// The intent that configures the widget; nil for a widget without configuration.
    public let configurationIntent: (any Intent.Type)?
    /// The entries for one configuration (the configuration intent's values by name; empty for
    /// the default configuration), from the app's records, as of `now`.
    public let timeline:
        @Sendable (_ records: any RecordStore, _ now: Date, _ configuration: [String: AnswerValue]) throws -> [TimelineEntry]

    /// A widget without configuration (StaticConfiguration).
    public init(
        kind: String, displayName: String,
        timeline: @escaping @Sendable (_ records: any RecordStore, _ now: Date) throws -> [TimelineEntry]
    ) {
        self.kind = kind
        self.displayName = displayName
        configurationIntent = nil
        self.timeline = { records, now, _ in try timeline(records, now) }
    }

    /// A widget configured by an intent: its timeline gets the intent, filled with the values
    /// of one configuration.
    public init<Configuration: Intent>(
        kind: String, displayName: String, configuration: Configuration.Type,
        timeline: @escaping @Sendable (_ records: any RecordStore, _ now: Date, _ configuration: Configuration) throws -> [TimelineEntry]
    ) {
        self.kind = kind
        self.displayName = displayName
        configurationIntent = Configuration.self
        self.timeline = { records, now, values in
            let intent = Configuration()
            let parameters = IntentParameters(of: intent)
            for (name, answer) in values {
                guard let parameter = parameters.named(name) else { continue }
                parameter.assign(parameter.value(from: answer))
            }
            return try timeline(records, now, intent)
        }
    }
}

/// What a widget shows from `date` on, and how much that matters to the Smart Stack.
///
///     TimelineEntry(date: start, text: "Run in progress", relevance: .init(score: 60, duration: 45 * 60))
public struct TimelineEntry: Sendable, Hashable {
    /// When the entry starts to show.
    public var date: Date
    /// What the widget shows.
    public var text: String
    /// Nil: the entry says nothing about relevance, and the last entry that did still holds.
    public var relevance: TimelineEntryRelevance?

    /// An entry from its start, its text and how relevant it is.
    public init(date: Date, text: String, relevance: TimelineEntryRelevance? = nil) {
        self.date = date
        self.text = text
        self.relevance = relevance
    }
}

/// A relevance score and how long it lasts; a duration of zero lasts until the next entry that
/// provides relevance. Only scores of the same widget's timeline are compared.
public struct TimelineEntryRelevance: Sendable, Hashable {
    /// How much the entry matters; higher is more, zero is not at all.
    public var score: Double
    /// How long the score lasts, in seconds; zero: until the next entry.
    public var duration: TimeInterval

    /// A score and how long it lasts.
    public init(score: Double, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
