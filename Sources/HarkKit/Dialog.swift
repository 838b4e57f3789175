/// What an intent says to the person: a full text, and an optional supporting line.
///
///     let dialog: Dialog = "OK. I logged \(ounces) ounces of \(drink)."
public struct Dialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The sentence spoken and shown.
    public var full: String
    /// A second, quieter line shown under it (App Intents' supporting dialog).
    public var supporting: String?

    /// A sentence and, optionally, a supporting line.
    public init(full: String, supporting: String? = nil) {
        self.full = full
        self.supporting = supporting
    }

    public init(stringLiteral value: String) {
        self.init(full: value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(full: String(stringInterpolation: stringInterpolation))
    }
}
