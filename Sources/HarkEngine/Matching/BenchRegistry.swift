import Foundation

/// Reads the bench registry format (one JSON shortcut per line) into phrase templates.
///
///     {"app_name": "Cookmate", "shortcut_id": "app0001.balance",
///      "phrases": ["Show the {account} balance in {app}"],
///      "slot": {"name": "account", "values": ["credit card", "rent"]}}
///
/// Each phrase becomes one template; the slot's values are their own canonical and spoken form.
public enum BenchRegistry {
    /// A line that is not a shortcut: its 1-based number and what was wrong.
    public struct LineError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    public static func templates(from data: Data) throws -> [PhraseTemplate] {
        try templates(fromJSONLines: String(decoding: data, as: UTF8.self))
    }

    public static func templates(fromJSONLines text: String) throws -> [PhraseTemplate] {
        let decoder = JSONDecoder()
        var templates: [PhraseTemplate] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let shortcut: Shortcut
            do {
                shortcut = try decoder.decode(Shortcut.self, from: Data(line.utf8))
            } catch {
                throw LineError(line: lineNumber, reason: "not a shortcut (\(Self.describe(error)))")
            }
            guard !shortcut.phrases.isEmpty else {
                throw LineError(line: lineNumber, reason: "shortcut \(shortcut.shortcutID) has no phrases")
            }
            var slots: [String: SlotVocabulary] = [:]
            if let slot = shortcut.slot {
                slots[slot.name] = .values(slot.values.map { SlotValue(canonical: $0, spoken: [$0]) })
            }
            for phrase in shortcut.phrases {
                templates.append(PhraseTemplate(
                    shortcutID: shortcut.shortcutID, appName: shortcut.appName, text: phrase, slots: slots))
            }
        }
        return templates
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "invalid JSON"
        }
    }

    private struct Shortcut: Decodable {
        var appName: String
        var shortcutID: String
        var phrases: [String]
        var slot: Slot?

        enum CodingKeys: String, CodingKey {
            case appName = "app_name", shortcutID = "shortcut_id", phrases, slot
        }
    }

    private struct Slot: Decodable {
        var name: String
        var values: [String]
    }
}
