import Foundation
import HarkKit

/// One widget of the Smart Stack, with what it shows, where it stands and why.
public struct StackItem: Sendable, Hashable {
    /// How a widget is in the stack: the person put it there and Smart Rotate moves it, or the
    /// system inserted it for a while, or it is not in the stack (shown only as a hint).
    public enum Placement: String, Sendable, Hashable {
        case rotating, suggested
        case outside = "not in stack"
    }

    public let app: String
    public let kind: String
    public let displayName: String
    /// The configuration intent's values it shows; empty for the default configuration.
    public let configuration: [String: AnswerValue]
    /// "card credit", for people; nil for the default configuration.
    public let configurationText: String?
    /// The current timeline entry's text.
    public let text: String
    public let placement: Placement
    /// The score that holds now (0 for none) and the same against its timeline's highest.
    public let score: Double
    public let relativeScore: Double
    public let reason: String
}

/// Orders the Smart Stack as Smart Rotate and Widget Suggestions do:
/// 1. widgets a relevant shortcut brings in while its providers hold, then widgets a predicted
///    donation of their configuration intent brings in, each with those values: inserted for a
///    while when not in the person's stack, rotated to the top when they are;
/// 2. the person's own widgets by their current score relative to their own timeline, then the
///    rest of them in the order they were added.
/// Widgets outside the person's stack never rotate in by score; they are listed last as a hint.
enum SmartStack {
    /// One widget kind of an installed app, able to make its timeline for a configuration.
    struct Widget {
        let app: InstalledApp
        let order: Int
        let kind: WidgetKind
        let records: any RecordStore

        var configurationIntentID: String? {
            kind.configurationIntent.map { IntentIdentity.id(of: $0, in: app.name) }
        }
    }

    /// Why a widget is brought in, with the values it is brought in with.
    private struct Promotion {
        let configuration: [String: AnswerValue]
        let reason: String
        /// 0 for a relevant shortcut, 1 for a prediction.
        let rank: Int
    }

    private struct Ranked {
        let group: Int
        let relative: Double
        let tiebreak: Int
        let item: StackItem
    }

    static func order(
        widgets: [Widget], personal: [StackWidget], lists: [RelevantShortcutList], habits: [DonationHabit],
        at moment: Moment
    ) throws -> [StackItem] {
        var ranked: [Ranked] = []
        for widget in widgets {
            let position = personal.firstIndex(of: StackWidget(app: widget.app.name, kind: widget.kind.kind))
            let promotions = promotions(of: widget, lists: lists, habits: habits, at: moment)
            for promotion in promotions {
                let standing = TimelineStanding(try widget.kind.timeline(widget.records, moment.now, promotion.configuration), at: moment.now)
                let placement: StackItem.Placement = position == nil ? .suggested : .rotating
                let lead = position == nil ? "suggested, not in your stack" : "in your stack, rotated to the top"
                let reason = ["\(lead): \(promotion.reason)", standing.text(at: moment.now)].compactMap { $0 }
                let item = makeItem(widget, promotion.configuration, standing, placement, reason.joined(separator: "; "))
                ranked.append(Ranked(group: promotion.rank, relative: standing.relative, tiebreak: position ?? widget.order, item: item))
            }
            guard promotions.isEmpty else { continue }
            let standing = TimelineStanding(try widget.kind.timeline(widget.records, moment.now, [:]), at: moment.now)
            if let position {
                let reason = standing.text(at: moment.now).map { "in your stack, rotated by relevance: \($0)" }
                let item = makeItem(widget, [:], standing, .rotating, reason ?? "in your stack: no relevance now")
                ranked.append(Ranked(group: standing.score > 0 ? 2 : 3, relative: standing.relative, tiebreak: position, item: item))
            } else if let score = standing.text(at: moment.now) {
                let reason = "not in your stack: \(score); :stack add \(widget.kind.kind) lets it rotate in"
                let item = makeItem(widget, [:], standing, .outside, reason)
                ranked.append(Ranked(group: 4, relative: standing.relative, tiebreak: widget.order, item: item))
            }
        }
        return ranked.sorted { lhs, rhs in
            if lhs.group != rhs.group { return lhs.group < rhs.group }
            if lhs.relative != rhs.relative { return lhs.relative > rhs.relative }
            return lhs.tiebreak < rhs.tiebreak
        }.map(\.item)
    }

    /// Relevant shortcuts naming the widget whose providers hold, then predicted donations of
    /// its configuration intent; one per configuration. A configured widget comes in only for
    /// its configuration intent (a relevant shortcut with another intent is warned about when set).
    private static func promotions(
        of widget: Widget, lists: [RelevantShortcutList], habits: [DonationHabit], at moment: Moment
    ) -> [Promotion] {
        let configurationID = widget.configurationIntentID
        var promotions: [Promotion] = []
        let shortcuts = lists.first { $0.app == widget.app.name }?.shortcuts ?? []
        for shortcut in shortcuts where shortcut.widgetKind == widget.kind.kind {
            guard configurationID == nil || shortcut.intentID == configurationID,
                shortcut.intentID.flatMap({ widget.app.intent(id: $0)?.unsuggestable(shortcut.parameters) }) == nil,
                let reasons = RelevanceCheck.reasons(for: shortcut.providers, at: moment)
            else { continue }
            let when = reasons.isEmpty ? "" : ": \(reasons.joined(separator: " and "))"
            promotions.append(
                Promotion(
                    configuration: configurationID == nil ? [:] : shortcut.parameters,
                    reason: "relevant shortcut “\(shortcut.title)”\(when)", rank: 0))
        }
        if let configurationID, let type = widget.kind.configurationIntent {
            let intent = InstalledIntent(type)
            for habit in habits where habit.app == widget.app.name && habit.intentID == configurationID {
                guard intent.unsuggestable(habit.parameters) == nil else { continue }
                let title = SuggestionTitle.make(intent, habit.parameters)
                promotions.append(
                    Promotion(
                        configuration: habit.parameters,
                        reason: "you did “\(title)” around \(DayClock.clockText(minute: habit.usualMinute)) on \(habit.days) of the last \(Prediction.lookbackDays) days",
                        rank: 1))
            }
        }
        var seen: Set<[String: AnswerValue]> = []
        return promotions.filter { seen.insert($0.configuration).inserted }
    }

    private static func makeItem(
        _ widget: Widget, _ configuration: [String: AnswerValue], _ standing: TimelineStanding,
        _ placement: StackItem.Placement, _ reason: String
    ) -> StackItem {
        let described = widget.kind.configurationIntent.flatMap { type -> String? in
            let values = SuggestionTitle.values(InstalledIntent(type), configuration)
            return values.isEmpty ? nil : values.joined(separator: ", ")
        }
        return StackItem(
            app: widget.app.name, kind: widget.kind.kind, displayName: widget.kind.displayName,
            configuration: configuration, configurationText: described, text: standing.shown?.text ?? "nothing to show yet",
            placement: placement, score: standing.score, relativeScore: standing.relative, reason: reason)
    }
}
