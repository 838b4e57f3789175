import HarkKit

/// A phrase a person chose, bound to an intent, with some values fixed and the rest asked each time.
///
///     UserShortcut(phrase: "Hydrate me", intentID: "Hydrator.TrackIntake")
public struct UserShortcut: Sendable, Hashable, Codable {
    public var phrase: String
    /// The intent, as `IntentIdentity.id(of:in:)` names it.
    public var intentID: String
    /// Parameter name → the value it always takes.
    public var fixedValues: [String: AnswerValue]

    public init(phrase: String, intentID: String, fixedValues: [String: AnswerValue] = [:]) {
        self.phrase = phrase
        self.intentID = intentID
        self.fixedValues = fixedValues
    }
}
