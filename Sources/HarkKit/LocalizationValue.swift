extension String {
    /// Text to localise with its interpolated values apart (Foundation's
    /// `String.LocalizationValue`): `"Hello, \(name)!"` looks up the key `Hello, %@!` and puts
    /// the name where the translation has `%@`.
    public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation {
        /// The key, with `%@` (text) and `%lld` (whole numbers) where values go.
        public let key: String
        /// The interpolated values as text, in order.
        let arguments: [String]

        public init(stringLiteral value: String) {
            key = value
            arguments = []
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// Builds the key and its values.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [String] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// A whole number, `%lld` in the key.
            public mutating func appendInterpolation<Number: BinaryInteger>(_ value: Number) {
                key += "%lld"
                arguments.append(String(value))
            }

            /// Any other value, as text, `%@` in the key.
            public mutating func appendInterpolation(_ value: some Any) {
                key += "%@"
                arguments.append(String(describing: value))
            }
        }

        /// `format` with the values in place of its `%@`, `%lld`, `%d` and positional `%1$@`.
        func filled(_ format: String) -> String {
            var text = ""
            var next = 0
            var rest = Substring(format)
            while let percent = rest.firstIndex(of: "%") {
                text += rest[..<percent]
                rest = rest[rest.index(after: percent)...]
                if rest.first == "%" {
                    text += "%"
                    rest = rest.dropFirst()
                    continue
                }
                let digits = rest.prefix { $0.isNumber }
                var index = next
                if let position = Int(digits), rest.dropFirst(digits.count).first == "$" {
                    index = position - 1
                    rest = rest.dropFirst(digits.count + 1)
                } else {
                    next += 1
                }
                rest = rest.drop { "lhq".contains($0) }
                guard let conversion = rest.first else { break }
                rest = rest.dropFirst()
                text += index < arguments.count ? arguments[index] : "%\(conversion)"
            }
            return text + rest
        }
    }
}
