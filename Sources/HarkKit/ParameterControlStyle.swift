/// How a device's editor lets a person set a parameter; Hark asks in words and ignores it.
public enum ParameterControlStyle: Sendable, Hashable {
    /// A text field.
    case field
    /// Plus and minus buttons.
    case stepper
    /// A slider between the range's ends.
    case slider
}

/// Whether a parameter takes the result of the action before it in a shortcut; Hark runs one
/// intent at a time and ignores it.
public enum InputConnectionBehavior: Sendable, Hashable {
    /// As the system decides.
    case `default`
    /// Takes the previous action's result.
    case connectToPreviousIntentResult
    /// Never takes the previous action's result.
    case never
}
