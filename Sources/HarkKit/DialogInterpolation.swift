import Foundation

extension Dialog {
    /// How a dialog literal reads what is interpolated into it: an enum case or an entity says
    /// its display name (`"A \(drink)"` → “A flat white”), as App Intents' dialogs do; anything
    /// else reads as it does in any string. Only dialogs read so: a `String` made with the same
    /// interpolation keeps Swift's usual text.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The text so far.
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Any value, as `String(describing:)` reads it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            text += String(describing: value)
        }

        /// An enum case, by its display name.
        public mutating func appendInterpolation<Value: AppEnum>(_ value: Value) {
            text += value.displayTitle
        }

        /// An entity, by its display title.
        public mutating func appendInterpolation<Value: AppEntity>(_ value: Value) {
            text += value.displayRepresentation.title
        }

        /// A value in a format (`"\(price, format: .currency(code: "USD"))"`).
        public mutating func appendInterpolation<Format: FormatStyle>(_ value: Format.FormatInput, format: Format)
        where Format.FormatOutput == String {
            text += format.format(value)
        }
    }
}
