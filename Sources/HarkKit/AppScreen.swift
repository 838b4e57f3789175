/// What an app shows when it is opened (`:open Hydrator`): a title and items, newest first.
///
///     AppScreen(title: "Hydrator", emptyMessage: "Nothing logged yet.", items: [
///         .init(text: "8 oz of water", fields: ["ounces": .integer(8)])])
public struct AppScreen: Sendable, Hashable {
    /// One line of the screen, for people and for programs.
    public struct Item: Sendable, Hashable {
        /// One line for people.
        public var text: String
        /// The same item for programs (`hark open APP --json`).
        public var fields: [String: FieldValue]

        /// An item with its line for people and its fields for programs.
        public init(text: String, fields: [String: FieldValue]) {
            self.text = text
            self.fields = fields
        }
    }

    /// The heading (`Hydrator:`).
    public var title: String
    /// What the screen says when it has no items.
    public var emptyMessage: String
    /// The items, newest first.
    public var items: [Item]

    /// A screen with a heading, its items, and what to say when there are none.
    public init(title: String, emptyMessage: String, items: [Item]) {
        self.title = title
        self.emptyMessage = emptyMessage
        self.items = items
    }
}

/// A JSON-friendly value of a screen item.
public enum FieldValue: Sendable, Hashable, Codable {
    /// A whole number.
    case integer(Int)
    /// A number that may have a fractional part.
    case number(Double)
    /// A string.
    case text(String)
    /// true or false.
    case boolean(Bool)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        }
    }

    /// The value as said: numbers without a needless ".0", true and false as yes and no.
    public var spokenText: String {
        switch self {
        case .integer(let number): String(number)
        case .number(let number): number.spokenText
        case .text(let text): text
        case .boolean(let flag): flag ? "yes" : "no"
        }
    }

    /// Reads a JSON scalar: true or false, a whole number, another number, or a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }
}
