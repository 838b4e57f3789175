/// The kind of number a `numericFormat` counts (`"\(placeholder: .int) cafes"`). Hark keeps
/// the format as text, with the placeholder written as a format specifier.
public enum LocalizationPlaceholder: Sendable {
    /// A whole number.
    case int
    /// A whole number that is never negative.
    case uint
    /// A single-precision number.
    case float
    /// A double-precision number.
    case double
    /// Any value, said as its description.
    case object

    /// The printf-style specifier the placeholder stands for.
    var specifier: String {
        switch self {
        case .int: "%lld"
        case .uint: "%llu"
        case .float: "%f"
        case .double: "%lf"
        case .object: "%@"
        }
    }
}

extension DefaultStringInterpolation {
    /// A number left to be filled in: `TypeDisplayRepresentation(name: "Cafe", numericFormat: "\(placeholder: .int) cafes")`.
    public mutating func appendInterpolation(placeholder: LocalizationPlaceholder) {
        appendLiteral(placeholder.specifier)
    }
}
