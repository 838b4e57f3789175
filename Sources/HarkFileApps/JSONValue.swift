/// A JSON5 value as `JSON5Outline` reads it, before it is checked.
///
///     let value = JSON5Outline("{ name: 'Brewer' }").value
///     value?.object?["name"]?.string   // "Brewer"
indirect enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case null

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
