import Foundation

/// JSON for people and scripts: indented, keys sorted, and an empty array or object written
/// `[]` or `{}` (Foundation's pretty printer writes them over three lines).
///
///     try PrettyJSON.text([String]())   // "[]"
enum PrettyJSON {
    static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        // A string value holds no raw line break, so these patterns only meet empty containers.
        return text.replacing(/\[\n\s*\n\s*\]/, with: "[]").replacing(/\{\n\s*\n\s*\}/, with: "{}")
    }
}
