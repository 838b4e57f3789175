/// A shortcut an app offers the watch face and the Smart Stack, with when it matters
/// (INRelevantShortcut). Only a valid intent makes one: every required parameter has a value
/// and every resolve step succeeds.
///
///     var intent = ShowRecentPurchases()
///     intent.card = .credit
///     let shortcut = try RelevantShortcut(
///         intent: intent, role: .information, widgetKind: "RecentPurchases",
///         providers: [.date(start: now, end: now.addingTimeInterval(30 * 60))])
public struct RelevantShortcut: Sendable {
    /// What the shortcut does when shown: run an action, or show information.
    public enum Role: String, Sendable, Hashable, Codable {
        case action, information
    }

    public let intentType: any Intent.Type
    /// The intent's parameter values by name, as answers.
    public let parameters: [String: AnswerValue]
    /// The name warnings and suggestions use: the given title, else the intent's.
    public let title: String
    public let role: Role
    /// The widget this shortcut brings into the Smart Stack while it is relevant.
    public let widgetKind: String?
    public let providers: [RelevanceProvider]

    public init<I: Intent>(
        intent: I, title: String? = nil, role: Role = .action, widgetKind: String? = nil,
        providers: [RelevanceProvider]
    ) throws(InvalidShortcutIntent) {
        let parameters = IntentParameters(of: intent)
        try Self.check(intent, parameters: parameters)
        intentType = I.self
        var values: [String: AnswerValue] = [:]
        for entry in parameters.entries {
            if let value = entry.parameter.anyValue { values[entry.name] = value.answerValue }
        }
        self.parameters = values
        self.title = title ?? I.title
        self.role = role
        self.widgetKind = widgetKind
        self.providers = providers
    }

    private static func check<I: Intent>(_ intent: I, parameters: IntentParameters) throws(InvalidShortcutIntent) {
        var resolved: Set<String> = []
        for resolver in I.resolvers {
            guard let name = parameters.name(of: resolver.keyPath, on: intent) else { continue }
            resolved.insert(name)
            switch resolver.resolve(intent) {
            case .success, .notRequired: continue
            case let outcome:
                throw InvalidShortcutIntent(intent: I.title, parameter: name, outcome: outcome.outcomeName)
            }
        }
        for entry in parameters.entries where !resolved.contains(entry.name) {
            if entry.isRequired && entry.parameter.anyValue == nil {
                throw InvalidShortcutIntent(intent: I.title, parameter: entry.name, outcome: "needsValue")
            }
        }
    }
}

/// An intent that cannot make a shortcut, naming the parameter that does not resolve.
public struct InvalidShortcutIntent: Error, Equatable, CustomStringConvertible {
    public let intent: String
    public let parameter: String
    public let outcome: String

    public var description: String {
        "\(intent) cannot make a relevant shortcut: its parameter \(parameter) resolves to \(outcome), not success."
    }
}
