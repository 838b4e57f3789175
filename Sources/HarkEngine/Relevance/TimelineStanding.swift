import Foundation
import HarkKit

/// Where one widget's timeline stands at an instant: the entry it shows, and the relevance that
/// holds, measured only against the other entries of the same timeline (absolute scores of
/// different widgets mean nothing to each other).
///
///     let standing = TimelineStanding(timeline, at: now)
///     standing.score      // 60, from the last entry that provides relevance, unless it lapsed
///     standing.relative   // 1.0 when that is the timeline's highest score
struct TimelineStanding {
    /// The latest entry at or before the instant (the later one in the timeline on a tie).
    let shown: TimelineEntry?
    /// The score that holds: the last entry that provides relevance, within its duration; 0 otherwise.
    let score: Double
    /// The highest score anywhere in the timeline.
    let highest: Double
    /// When the score lapses; nil when it lasts until the next entry that provides relevance.
    let lapses: Date?

    init(_ timeline: [TimelineEntry], at now: Date) {
        let past = timeline.enumerated().filter { $0.element.date <= now }
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
        shown = past.last
        highest = timeline.compactMap { $0.relevance?.score }.max() ?? 0
        guard let entry = past.last(where: { $0.relevance != nil }), let relevance = entry.relevance, relevance.score > 0
        else {
            score = 0
            lapses = nil
            return
        }
        let end = relevance.duration > 0 ? entry.date.addingTimeInterval(relevance.duration) : nil
        if let end, now >= end {
            score = 0
            lapses = nil
        } else {
            score = relevance.score
            lapses = end
        }
    }

    /// The score against the timeline's highest: 1 for its most relevant entry, 0 for none.
    var relative: Double { highest > 0 ? score / highest : 0 }

    /// "score 60, its timeline's highest, until 09:45" or "score 30 of its timeline's highest 60".
    func text(at now: Date) -> String? {
        guard score > 0 else { return nil }
        let against = score >= highest ? ", its timeline's highest" : " of its timeline's highest \(Self.number(highest))"
        let until = lapses.map { ", until \(DayClock.text($0, from: now))" } ?? ""
        return "score \(Self.number(score))\(against)\(until)"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
