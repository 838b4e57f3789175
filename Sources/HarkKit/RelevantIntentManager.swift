import Foundation

/// App Intents' relevant intents (iOS 17): the widgets an app suggests for the Smart Stack and
/// when. `updateRelevantIntents` replaces the app's whole list of relevant shortcuts, as
/// `context.relevantShortcuts.set` does, when the run that called it succeeds.
///
///     try await RelevantIntentManager.shared.updateRelevantIntents([
///         RelevantIntent(ShowSession(session: calming), widgetKind: "Session",
///                        relevance: .date(from: now, to: now.addingTimeInterval(3600))),
///     ])
public final class RelevantIntentManager: Sendable {
    /// The app's manager.
    public static let shared = RelevantIntentManager()

    private init() {}

    /// Replaces the app's relevant intents; an empty list removes them all.
    public func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {
        try IntentContext.current.relevantShortcuts.set(relevantIntents.map(\.shortcut))
    }
}

/// A widget configuration and when it matters.
public struct RelevantIntent: Sendable {
    let shortcut: RelevantShortcut

    /// The widget `widgetKind`, configured by `intent`, relevant in `relevance`.
    public init<IntentType: WidgetConfigurationIntent>(_ intent: IntentType, widgetKind: String, relevance: RelevantContext) {
        shortcut = RelevantShortcut(
            appIntent: intent, role: .information, widgetKind: widgetKind, providers: relevance.providers)
    }
}

/// When a relevant intent matters (RelevanceKit's `RelevantContext`).
public struct RelevantContext: Sendable {
    let providers: [RelevanceProvider]

    /// From `start` to `end`.
    public static func date(from start: Date, to end: Date) -> RelevantContext {
        RelevantContext(providers: [.date(start: start, end: end)])
    }

    /// During `interval`.
    public static func date(interval: DateInterval) -> RelevantContext {
        date(from: interval.start, to: interval.end)
    }

    /// Inside `region` (a `CLCircularRegion` on a device).
    public static func location(_ region: Region) -> RelevantContext {
        RelevantContext(providers: [.location(region)])
    }

    /// In a situation of the person's daily routine.
    public static func routine(_ situation: DailyRoutineSituation) -> RelevantContext {
        RelevantContext(providers: [.dailyRoutine(situation)])
    }
}
