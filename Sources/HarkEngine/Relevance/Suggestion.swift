import HarkKit

/// One line of the watch face: an intent with its values, where it comes from, and why now.
///
///     suggestion.title    // "Start a strength workout"
///     suggestion.reason   // "Workout set it for when you are at the gym"
public struct Suggestion: Sendable, Hashable {
    public enum Origin: Sendable, Hashable {
        case relevantShortcut(RelevantShortcut.Role)
        case prediction
    }

    public let app: String
    /// The intent it runs; nil for a user activity.
    public let intentID: String?
    /// The user activity it continues; nil for an intent.
    public let userActivity: UserActivity?
    public let title: String
    public let parameters: [String: AnswerValue]
    public let origin: Origin
    public let reason: String
}

/// The suggestions, best first: relevant shortcuts whose providers hold, then predictions (more
/// days first, then the latest), then relevant shortcuts without providers. Among relevant
/// shortcuts, the one the person does more often (donations of its intent with its values)
/// comes first, then the one with more providers. The same intent with the same values is
/// listed once; an intent that may not be suggested with its values (`unsuggestable`) is not.
enum SuggestionRanking {
    /// `uses(app, shortcut)`: how many donations match the shortcut's intent and values.
    static func rank(
        lists: [RelevantShortcutList], habits: [DonationHabit], apps: [InstalledApp], at moment: Moment,
        uses: (String, StoredRelevantShortcut) -> Int = { _, _ in 0 }
    ) -> [Suggestion] {
        let appOrder = Dictionary(uniqueKeysWithValues: apps.enumerated().map { ($1.name, $0) })
        var specific: [(uses: Int, providers: Int, app: Int, suggestion: Suggestion)] = []
        var general: [(uses: Int, providers: Int, app: Int, suggestion: Suggestion)] = []
        for list in lists {
            guard let order = appOrder[list.app], let app = apps.first(where: { $0.name == list.app }) else { continue }
            for shortcut in list.shortcuts {
                if let intentID = shortcut.intentID, app.intent(id: intentID)?.unsuggestable(shortcut.parameters) != nil { continue }
                guard let reasons = RelevanceCheck.reasons(for: shortcut.providers, at: moment) else { continue }
                let count = uses(list.app, shortcut)
                var why = reasons.isEmpty ? "\(list.app) set it with no conditions" : "\(list.app) set it for \(reasons.joined(separator: " and "))"
                if count > 0 { why += "; you did it \(count == 1 ? "once" : "\(count) times")" }
                let suggestion = Suggestion(
                    app: list.app, intentID: shortcut.intentID, userActivity: shortcut.userActivity, title: shortcut.title,
                    parameters: shortcut.parameters, origin: .relevantShortcut(shortcut.role), reason: why)
                if reasons.isEmpty {
                    general.append((count, 0, order, suggestion))
                } else {
                    specific.append((count, shortcut.providers.count, order, suggestion))
                }
            }
        }
        specific.sort { ($0.uses, $0.providers, -$0.app) > ($1.uses, $1.providers, -$1.app) }
        general.sort { ($0.uses, -$0.app) > ($1.uses, -$1.app) }
        let predicted = habits.filter { appOrder[$0.app] != nil }
            .sorted { ($0.days, $0.lastDate) > ($1.days, $1.lastDate) }
            .compactMap { habit -> Suggestion? in
                if let activity = UserActivity(donationID: habit.intentID, values: habit.parameters) {
                    return Suggestion(
                        app: habit.app, intentID: nil, userActivity: activity, title: activity.title, parameters: activity.values,
                        origin: .prediction, reason: Prediction.reason(for: habit))
                }
                guard let intent = apps.first(where: { $0.name == habit.app })?.intent(id: habit.intentID),
                    intent.unsuggestable(habit.parameters) == nil
                else { return nil }
                return Suggestion(
                    app: habit.app, intentID: habit.intentID, userActivity: nil, title: SuggestionTitle.make(intent, habit.parameters),
                    parameters: habit.parameters, origin: .prediction, reason: Prediction.reason(for: habit))
            }
        var seen: Set<String> = []
        return (specific.map(\.suggestion) + predicted + general.map(\.suggestion)).filter {
            let action = $0.intentID ?? "activity \($0.userActivity?.type ?? "")"
            return seen.insert("\(action) \($0.parameters.sorted { $0.key < $1.key })").inserted
        }
    }
}

/// "Track Intake: ounces 8, hydration type water"
enum SuggestionTitle {
    static func make(_ intent: InstalledIntent, _ parameters: [String: AnswerValue]) -> String {
        let values = values(intent, parameters)
        return values.isEmpty ? intent.title : "\(intent.title): \(values.joined(separator: ", "))"
    }

    /// ["ounces 8", "hydration type water"], in the intent's order of parameters.
    static func values(_ intent: InstalledIntent, _ parameters: [String: AnswerValue]) -> [String] {
        intent.parameters.entries.compactMap { entry -> String? in
            guard let answer = parameters[entry.name], let value = entry.parameter.value(from: answer) else { return nil }
            return "\(entry.parameter.title.lowercased()) \(value.spokenText)"
        }
    }
}
