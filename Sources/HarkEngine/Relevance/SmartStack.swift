import Foundation
import HarkKit

/// One widget of the Smart Stack, with what it shows and why it is where it is.
public struct StackItem: Sendable, Hashable {
    public let app: String
    public let kind: String
    public let displayName: String
    /// The current timeline entry's text.
    public let text: String
    public let reason: String
}

/// Orders the Smart Stack: widgets a relevant shortcut brings in for its window come first,
/// then widgets by the score of their current timeline entry (highest first). A widget with
/// neither (no entry yet, a zero score, a score past its duration) is left out.
enum SmartStack {
    struct Widget {
        let app: String
        let order: Int
        let kind: WidgetKind
        let timeline: [TimelineEntry]
    }

    static func order(widgets: [Widget], lists: [RelevantShortcutList], at moment: Moment) -> [StackItem] {
        var ranked: [(promoted: Bool, score: Double, order: Int, item: StackItem)] = []
        for widget in widgets {
            let entry = currentEntry(of: widget.timeline, at: moment.now)
            let promotion = lists.first { $0.app == widget.app }?.shortcuts.lazy.compactMap { shortcut -> String? in
                guard shortcut.widgetKind == widget.kind.kind,
                    let reasons = RelevanceCheck.reasons(for: shortcut.providers, at: moment)
                else { return nil }
                let when = reasons.isEmpty ? "" : ": \(reasons.joined(separator: " and "))"
                return "relevant shortcut “\(shortcut.title)”\(when)"
            }.first
            let score = entry.flatMap { liveScore(of: $0, at: moment.now) }
            var reasons: [String] = []
            if let promotion { reasons.append(promotion) }
            if let score, let entry {
                reasons.append("score \(scoreText(score))\(lapseText(entry, at: moment.now))")
            }
            guard !reasons.isEmpty else { continue }
            let item = StackItem(
                app: widget.app, kind: widget.kind.kind, displayName: widget.kind.displayName,
                text: entry?.text ?? "", reason: reasons.joined(separator: "; "))
            ranked.append((promotion != nil, score ?? 0, widget.order, item))
        }
        ranked.sort { lhs, rhs in
            if lhs.promoted != rhs.promoted { return lhs.promoted }
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            return lhs.order < rhs.order
        }
        return ranked.map(\.item)
    }

    /// The entry's score while it lasts; nil for no score, a zero score, or a lapsed one.
    /// The entry showing at `now`: the latest not in the future; of entries with the same
    /// date, the last in the timeline, as apps list them in the order they were written.
    private static func currentEntry(of timeline: [TimelineEntry], at now: Date) -> TimelineEntry? {
        var current: TimelineEntry?
        for entry in timeline where entry.date <= now {
            if let shown = current, shown.date > entry.date { continue }
            current = entry
        }
        return current
    }

    private static func liveScore(of entry: TimelineEntry, at now: Date) -> Double? {
        guard let relevance = entry.relevance, relevance.score > 0 else { return nil }
        if relevance.duration > 0, now >= entry.date.addingTimeInterval(relevance.duration) { return nil }
        return relevance.score
    }

    private static func lapseText(_ entry: TimelineEntry, at now: Date) -> String {
        guard let duration = entry.relevance?.duration, duration > 0 else { return "" }
        return " until \(DayClock.text(entry.date.addingTimeInterval(duration), from: now))"
    }

    private static func scoreText(_ score: Double) -> String {
        score == score.rounded() ? String(Int(score)) : String(score)
    }
}
