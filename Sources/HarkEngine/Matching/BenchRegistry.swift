import Foundation

/// Reads the bench registry format (one JSON shortcut per line) into phrase templates.
///
///     {"app_name": "Cookmate", "shortcut_id": "app0001.balance",
///      "phrases": ["Show the {account} balance in {app}"],
///      "slot": {"name": "account", "values": ["credit card", "rent"]}}
///
/// Each phrase becomes one template; the slot's values are their own canonical and spoken form.
/// A shortcut may instead list several `"slots"`, each with `"values"` (and `"synonyms"`: value →
/// other names) or `"number": true`, and say `"consequential": true` (it spends, deletes, locks
/// or signs out):
///
///     {"app_name": "Parkwise", "shortcut_id": "parkwise.pay", "consequential": true,
///      "phrases": ["Pay for {hours} hours of parking in {app}"], "slots": [{"name": "hours", "number": true}]}
public enum BenchRegistry {
    /// A line that is not a shortcut: its 1-based number and what was wrong.
    public struct LineError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    public static func templates(from data: Data) throws -> [PhraseTemplate] {
        let decoder = JSONDecoder()
        var templates: [PhraseTemplate] = []
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
            templates += try shortcutTemplates(of: Data(line), lineNumber: offset + 1, decoder: decoder)
        }
        return templates
    }

    public static func templates(fromJSONLines text: String) throws -> [PhraseTemplate] {
        try templates(from: Data(text.utf8))
    }

    private static func shortcutTemplates(of line: Data, lineNumber: Int, decoder: JSONDecoder) throws -> [PhraseTemplate] {
        let shortcut: Shortcut
        do {
            shortcut = try decoder.decode(Shortcut.self, from: line)
        } catch {
            throw LineError(line: lineNumber, reason: "not a shortcut (\(Self.describe(error)))")
        }
        guard !shortcut.phrases.isEmpty else {
            throw LineError(line: lineNumber, reason: "shortcut \(shortcut.shortcutID) has no phrases")
        }
        var slots: [String: SlotVocabulary] = [:]
        for slot in [shortcut.slot].compactMap({ $0 }) + (shortcut.slots ?? []) {
            if slot.number == true {
                slots[slot.name] = .number
            } else {
                slots[slot.name] = .values((slot.values ?? []).map {
                    SlotValue(canonical: $0, spoken: [$0] + (slot.synonyms?[$0] ?? []))
                })
            }
        }
        return shortcut.phrases.map {
            PhraseTemplate(
                shortcutID: shortcut.shortcutID, appName: shortcut.appName, text: $0, slots: slots,
                isConsequential: shortcut.consequential ?? false)
        }
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
        var slots: [Slot]?
        var consequential: Bool?

        enum CodingKeys: String, CodingKey {
            case appName = "app_name", shortcutID = "shortcut_id", phrases, slot, slots, consequential
        }
    }

    private struct Slot: Decodable {
        var name: String
        var values: [String]?
        var synonyms: [String: [String]]?
        var number: Bool?
    }
}
