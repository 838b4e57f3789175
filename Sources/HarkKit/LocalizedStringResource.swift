/// Text an app declares for people: titles, type names, phrases' short titles. Hark speaks one
/// language, so App Intents' `LocalizedStringResource` is plain text here; literals and
/// interpolations written for App Intents compile unchanged.
///
///     static let title: LocalizedStringResource = "Start Meditation"
public typealias LocalizedStringResource = String

/// What an intent does, for lists of actions (App Intents' `IntentDescription`).
///
///     static let description = IntentDescription("Starts a meditation session.")
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The description.
    public var text: LocalizedStringResource
    /// The category the action is listed under, if any.
    public var categoryName: LocalizedStringResource?
    /// Other words the action is found by.
    public var searchKeywords: [LocalizedStringResource]
    /// What the value the intent returns is called, where Shortcuts names it.
    public var resultValueName: LocalizedStringResource?

    /// A description, with an optional category, search keywords and name of its result.
    public init(
        _ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
    ) {
        self.text = text
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// A description from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A description from an interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }
}
