import Foundation
import HarkKit

/// How suggestions, the stack and relevant shortcut lists read, for `:suggest`, `hark suggest`,
/// `:stack`, `hark stack` and `:relevant` alike.
public enum RelevanceText {
    /// "1. Workout › Start a strength workout" over "   Workout set it for when you are at the gym".
    public static func suggestionLines(_ suggestions: [Suggestion]) -> [String] {
        guard !suggestions.isEmpty else { return ["Nothing to suggest now."] }
        return suggestions.enumerated().flatMap { offset, suggestion in
            ["\(offset + 1). \(suggestion.app) › \(suggestion.title)", "   \(suggestion.reason)"]
        }
    }

    public static func stackLines(_ items: [StackItem], at now: Date) -> [String] {
        let heading = "Smart Stack at \(now.formatted(.iso8601)):"
        guard !items.isEmpty else { return [heading, "  No widget is relevant now."] }
        return [heading]
            + items.enumerated().flatMap { offset, item in
                ["\(offset + 1). \(item.app) · \(item.displayName): \(item.text)", "   \(item.reason)"]
            }
    }

    public static func listLines(_ lists: [RelevantShortcutList], at now: Date) -> [String] {
        let nonEmpty = lists.filter { !$0.shortcuts.isEmpty }
        guard !nonEmpty.isEmpty else { return ["No app has set relevant shortcuts."] }
        return nonEmpty.flatMap { list -> [String] in
            let side = list.source == .app ? list.app : "\(list.app)'s companion"
            return ["\(list.app) (set by \(side) at \(DayClock.text(list.setAt, from: now))):"]
                + list.shortcuts.map { shortcut in
                    let widget = shortcut.widgetKind.map { ", widget \($0)" } ?? ""
                    let providers = shortcut.providers.map { describe($0, from: now) }.joined(separator: "; ")
                    return "  \(shortcut.title) (\(shortcut.role.rawValue)\(widget)): \(providers.isEmpty ? "always" : providers)"
                }
        }
    }

    static func describe(_ provider: RelevanceProvider, from now: Date) -> String {
        switch provider {
        case .date(let start, let end):
            let end = end ?? start.addingTimeInterval(RelevanceProvider.openDateWindow)
            return "from \(DayClock.text(start, from: now)) until \(DayClock.text(end, from: now))"
        case .location(let region):
            return "within \(Int(region.radius)) m of \(region.identifier) (\(region.center.settingText))"
        case .dailyRoutine(let situation):
            return situation.rawValue
        }
    }
}
