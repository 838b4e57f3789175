import HarkEngine
import HarkKit

/// `hark stack --json` and `hark suggest --json`: what the text shows, as data for scripts.
enum RelevanceJSON {
    /// One widget: `position` (1 = top; null outside the stack), `placement` (`rotating`,
    /// `suggested`, `not in stack`), the values it is configured with, its scores and the reason.
    struct Widget: Encodable {
        @NullWhenAbsent var position: Int?
        let app: String
        let kind: String
        let displayName: String
        let configuration: [String: Value]
        let text: String
        let placement: String
        let score: Double
        let relativeScore: Double
        let reason: String
    }

    /// One suggestion: `position` (1 = best), `origin` (`relevant shortcut` or `prediction`),
    /// `role` for relevant shortcuts, the intent or user activity with its values, and the reason.
    struct Suggestion: Encodable {
        let position: Int
        let app: String
        let title: String
        @NullWhenAbsent var intent: String?
        @NullWhenAbsent var userActivity: String?
        let parameters: [String: Value]
        let origin: String
        @NullWhenAbsent var role: String?
        let reason: String
    }

    /// A value: a JSON number, boolean or string (a choice by its identifier), or an array of them.
    struct Value: Encodable {
        let answer: AnswerValue

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch answer {
            case .integer(let number): try container.encode(number)
            case .number(let number): try container.encode(number)
            case .boolean(let flag): try container.encode(flag)
            case .text(let text), .date(let text): try container.encode(text)
            case .choice(let id): try container.encode(id)
            case .list(let items): try container.encode(items.map(Value.init(answer:)))
            }
        }
    }

    static func stack(_ items: [StackItem]) throws -> String {
        var position = 0
        let widgets = items.map { item -> Widget in
            let number: Int?
            if item.placement == .outside {
                number = nil
            } else {
                position += 1
                number = position
            }
            return Widget(
                position: number, app: item.app, kind: item.kind, displayName: item.displayName,
                configuration: item.configuration.mapValues(Value.init), text: item.text, placement: item.placement.rawValue,
                score: item.score, relativeScore: item.relativeScore, reason: item.reason)
        }
        return try PrettyJSON.text(widgets)
    }

    static func suggestions(_ suggestions: [HarkEngine.Suggestion]) throws -> String {
        let rows = suggestions.enumerated().map { offset, suggestion -> Suggestion in
            let role: String?
            switch suggestion.origin {
            case .relevantShortcut(let shortcutRole): role = shortcutRole.rawValue
            case .prediction: role = nil
            }
            return Suggestion(
                position: offset + 1, app: suggestion.app, title: suggestion.title, intent: suggestion.intentID,
                userActivity: suggestion.userActivity?.type, parameters: suggestion.parameters.mapValues(Value.init),
                origin: role == nil ? "prediction" : "relevant shortcut", role: role, reason: suggestion.reason)
        }
        return try PrettyJSON.text(rows)
    }

}
