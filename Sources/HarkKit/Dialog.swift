/// What an intent says to the person: a full text, and an optional supporting line.
///
///     let dialog: Dialog = "OK. I logged \(ounces) ounces of \(drink)."
///     let asked = IntentDialog(full: "Which session?", supporting: "Say its name.")
public struct Dialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The sentence spoken and shown.
    public var full: String
    /// A second, quieter line shown under it (App Intents' supporting dialog).
    public var supporting: String?

    /// A sentence and, optionally, a supporting line, held in strings. A device may show the
    /// SF Symbol `systemImageName` beside them; Hark has no pictures and does not keep it.
    @_disfavoredOverload
    public init(full: String, supporting: String? = nil, systemImageName: String? = nil) {
        self.full = full
        self.supporting = supporting
    }

    /// A sentence and, optionally, a supporting line, written as literals: they interpolate as
    /// a dialog does (`IntentDialog(full: "A \(drink).", supporting: "…")`).
    public init(full: Dialog, supporting: Dialog? = nil, systemImageName: String? = nil) {
        self.init(full: full.full, supporting: supporting?.full)
    }

    /// A dialog of one sentence held in a string (App Intents' `IntentDialog(_:)`).
    @_disfavoredOverload
    public init(_ full: LocalizedStringResource) {
        self.init(full: full)
    }

    /// A dialog of one sentence written as a literal: `IntentDialog("A \(drink)?")`
    /// interpolates as a dialog does, enum cases and entities by their display names.
    public init(_ dialog: Dialog) {
        self = dialog
    }

    public init(stringLiteral value: String) {
        self.init(full: value)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(full: stringInterpolation.text)
    }
}

/// App Intents' name for a dialog; the same type as `Dialog`.
public typealias IntentDialog = Dialog
