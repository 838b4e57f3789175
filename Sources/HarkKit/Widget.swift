import Foundation

/// A kind of widget an app offers, with the timeline that says what it shows and how
/// relevant each entry is to the Smart Stack (WidgetKit's TimelineProvider).
///
///     WidgetKind(kind: "RecentPurchases", displayName: "Recent Purchases") { records, now in
///         [TimelineEntry(date: now, text: "No purchases yet.")]
///     }
public struct WidgetKind: Sendable {
    /// The identifier relevant shortcuts name.
    public let kind: String
    /// The widget's name for people.
    public let displayName: String
    /// The entries, from the app's records, as of `now`.
    public let timeline: @Sendable (_ records: any RecordStore, _ now: Date) throws -> [TimelineEntry]

    /// A widget kind from its identifier, name and timeline.
    public init(
        kind: String, displayName: String,
        timeline: @escaping @Sendable (_ records: any RecordStore, _ now: Date) throws -> [TimelineEntry]
    ) {
        self.kind = kind
        self.displayName = displayName
        self.timeline = timeline
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
    /// Nil, or a zero score: the entry does not lift the widget.
    public var relevance: TimelineEntryRelevance?

    /// An entry from its start, its text and how relevant it is.
    public init(date: Date, text: String, relevance: TimelineEntryRelevance? = nil) {
        self.date = date
        self.text = text
        self.relevance = relevance
    }
}

/// A relevance score and how long it lasts; a duration of zero lasts until the next entry.
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
