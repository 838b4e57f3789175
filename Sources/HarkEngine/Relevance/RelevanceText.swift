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

    /// The stack, top first, each widget with whether it rotates or is suggested and why; then
    /// widgets with a score that are not in the person's stack.
    public static func stackLines(_ items: [StackItem], at now: Date) -> [String] {
        let inStack = items.filter { $0.placement != .outside }
        let outside = items.filter { $0.placement == .outside }
        var lines = ["Smart Stack at \(now.formatted(.iso8601)):"]
        if inStack.isEmpty { lines.append("  No widget is in your stack or suggested now.") }
        for (offset, item) in inStack.enumerated() {
            lines += ["\(offset + 1). \(name(of: item)): \(item.text)", "   \(item.reason)"]
        }
        if !outside.isEmpty { lines.append("Not in your stack, so they do not rotate:") }
        for item in outside {
            lines += ["  \(name(of: item)): \(item.text)", "   \(item.reason)"]
        }
        return lines
    }

    /// "Wallet · Recent Purchases (card credit)"
    private static func name(of item: StackItem) -> String {
        "\(item.app) · \(item.displayName)\(item.configurationText.map { " (\($0))" } ?? "")"
    }

    public static func listLines(_ lists: [RelevantShortcutList], at now: Date) -> [String] {
        let nonEmpty = lists.filter { !$0.shortcuts.isEmpty }
        guard !nonEmpty.isEmpty else { return ["No app has set relevant shortcuts."] }
        return nonEmpty.flatMap { list -> [String] in
            let side = list.source == .app ? list.app : "\(list.app)'s companion"
            return ["\(list.app) (set by \(side) at \(DayClock.text(list.setAt, from: now))):"]
                + list.shortcuts.map { shortcut in
                    let widget = shortcut.widgetKind.map { ", widget \($0)" } ?? ""
                    let activity = shortcut.userActivity.map { ", user activity \($0.type)" } ?? ""
                    let providers = shortcut.providers.map { describe($0, from: now) }.joined(separator: "; ")
                    return "  \(shortcut.title) (\(shortcut.role.rawValue)\(activity)\(widget)): \(providers.isEmpty ? "always" : providers)"
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
