/// What an app shows when it is opened (`:open Hydrator`): a title and items, newest first.
///
///     AppScreen(title: "Hydrator", emptyMessage: "Nothing logged yet.", items: [
///         .init(text: "8 oz of water", fields: ["ounces": .integer(8)])])
public struct AppScreen: Sendable, Hashable {
    public struct Item: Sendable, Hashable {
        /// One line for people.
        public var text: String
        /// The same item for programs (`hark open APP --json`).
        public var fields: [String: FieldValue]

        public init(text: String, fields: [String: FieldValue]) {
            self.text = text
            self.fields = fields
        }
    }

    public var title: String
    public var emptyMessage: String
    public var items: [Item]

    public init(title: String, emptyMessage: String, items: [Item]) {
        self.title = title
        self.emptyMessage = emptyMessage
        self.items = items
    }
}

/// A JSON-friendly value of a screen item.
public enum FieldValue: Sendable, Hashable, Encodable {
    case integer(Int)
    case number(Double)
    case text(String)
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
}
