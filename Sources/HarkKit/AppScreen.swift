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
public enum FieldValue: Sendable, Hashable, Encodable {
    /// A whole number.
    case integer(Int)
    /// A string.
    case text(String)
    /// true or false.
    case boolean(Bool)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        }
    }
}
