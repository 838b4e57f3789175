/// What an intent says to the person: a full text, and an optional supporting line.
///
///     let dialog: Dialog = "OK. I logged \(ounces) ounces of \(drink)."
///     let asked = IntentDialog(full: "Which session?", supporting: "Say its name.")
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

    /// A dialog of one sentence (App Intents' `IntentDialog(_:)`).
    public init(_ full: LocalizedStringResource) {
        self.init(full: full)
    }

    public init(stringLiteral value: String) {
        self.init(full: value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(full: String(stringInterpolation: stringInterpolation))
    }
}

/// App Intents' name for a dialog; the same type as `Dialog`.
public typealias IntentDialog = Dialog
