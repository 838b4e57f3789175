import Foundation

/// A JSON5 value as Foundation's `JSONDecoder` reads it (`allowsJSON5`), before it is checked.
///
///     let value = try JSONValue.decode(Data("{ name: 'Brewer' }".utf8))
///     value.object?["name"]?.string   // "Brewer"
indirect enum JSONValue: Decodable, Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case null

    static func decode(_ data: Data) throws -> JSONValue {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        return try decoder.decode(JSONValue.self, from: data)
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            var members: [String: JSONValue] = [:]
            for key in container.allKeys { members[key.stringValue] = try container.decode(JSONValue.self, forKey: key) }
            self = .object(members)
        } else if var container = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !container.isAtEnd { items.append(try container.decode(JSONValue.self)) }
            self = .array(items)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .boolean(value)
            } else if let value = try? container.decode(Int.self) {
                self = .integer(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "this number is too large to hold")
            }
        }
    }

    var object: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A number, whole or not.
    var double: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// What kind of value this is, as a problem names it.
    var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "a list"
        case .string: "text"
        case .integer, .number: "a number"
        case .boolean: "true or false"
        case .null: "null"
        }
    }
}
