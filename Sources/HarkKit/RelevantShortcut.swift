/// A shortcut an app offers the watch face and the Smart Stack, with when it matters
/// (INRelevantShortcut), made from an intent or from a user activity. Only a valid intent makes
/// one: every required parameter has a value and every resolve step succeeds.
///
///     var intent = ShowRecentPurchases()
///     intent.card = .credit
///     let shortcut = try RelevantShortcut(
///         intent: intent, role: .information, widgetKind: "RecentPurchases",
///         providers: [.date(start: now, end: now.addingTimeInterval(30 * 60))])
public struct RelevantShortcut: Sendable {
    /// What the shortcut does when shown: run an action, or show information.
    public enum Role: String, Sendable, Hashable, Codable {
        /// `action` runs the intent; `information` shows what it says.
        case action, information
    }

    /// The intent it runs, of either dialect; nil for a shortcut made from a user activity.
    public let intentType: (any DeclaredIntent.Type)?
    /// The user activity it continues; nil for a shortcut made from an intent.
    public let userActivity: UserActivity?
    /// The intent's parameter values (or the activity's values) by name, as answers.
    public let parameters: [String: AnswerValue]
    /// The name warnings and suggestions use: the given title, else the intent's.
    public let title: String
    /// Whether the shortcut runs an action or shows information.
    public let role: Role
    /// The widget this shortcut brings into the Smart Stack while it is relevant.
    public let widgetKind: String?
    /// When the shortcut is relevant: all of them must hold; none, always.
    public let providers: [RelevanceProvider]

    /// A shortcut for `intent` with its parameter values as set; throws `InvalidShortcutIntent` when a required value is missing or does not resolve.
    public init<I: Intent>(
        intent: I, title: String? = nil, role: Role = .action, widgetKind: String? = nil,
        providers: [RelevanceProvider]
    ) throws(InvalidShortcutIntent) {
        let parameters = IntentParameters(of: intent)
        try Self.check(intent, parameters: parameters)
        intentType = I.self
        userActivity = nil
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

    /// A shortcut for an App Intent with its parameter values as set (from `RelevantIntent`).
    init<I: AppIntent>(appIntent intent: I, role: Role, widgetKind: String?, providers: [RelevanceProvider]) {
        intentType = I.self
        userActivity = nil
        var values: [String: AnswerValue] = [:]
        for entry in IntentParameters(of: intent).entries {
            if let value = entry.parameter.anyValue { values[entry.name] = value.answerValue }
        }
        parameters = values
        title = I.title
        self.role = role
        self.widgetKind = widgetKind
        self.providers = providers
    }

    /// A shortcut that continues a user activity in its app (INShortcut(userActivity:)).
    ///
    ///     RelevantShortcut(userActivity: UserActivity(type: "com.wallet.budget", title: "This month's budget"),
    ///                      providers: [.dailyRoutine(.evening)])
    public init(
        userActivity: UserActivity, role: Role = .information, widgetKind: String? = nil, providers: [RelevanceProvider]
    ) {
        intentType = nil
        self.userActivity = userActivity
        parameters = userActivity.values
        title = userActivity.title
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
    /// The intent's title.
    public let intent: String
    /// The parameter that does not resolve.
    public let parameter: String
    /// What its resolve step returned (`needsValue`, `unsupported`, …).
    public let outcome: String

    public var description: String {
        "\(intent) cannot make a relevant shortcut: its parameter \(parameter) resolves to \(outcome), not success."
    }
}

/// Something the person was doing in an app, which the app can continue (NSUserActivity): a
/// type the app knows, a title people read, and the values it needs.
///
///     UserActivity(type: "com.wallet.budget", title: "This month's budget", values: ["card": .choice(id: "credit")])
public struct UserActivity: Sendable, Hashable, Codable {
    /// The activity type the app knows ("com.wallet.budget").
    public var type: String
    /// What people read in a suggestion.
    public var title: String
    /// The values the app needs to continue it, by name.
    public var values: [String: AnswerValue]

    /// An activity from its type, title and values.
    public init(type: String, title: String, values: [String: AnswerValue] = [:]) {
        self.type = type
        self.title = title
        self.values = values
    }
}
