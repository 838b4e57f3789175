import Foundation
import HarkKit

/// Reads an answer by the type of the parameter asked for, and any other values said with it
/// ("8 ounces of water" answers "How many ounces?" and the drink too).
struct AnswerReader {
    enum Reading: Equatable {
        case understood(AnswerValue, others: [String: AnswerValue])
        case tooLarge
        /// A number that is not whole (“12.5”) for a whole-number question.
        case notWhole
        case notUnderstood
    }

    let matcher: PhraseMatcher
    let vocabularies: [String: SlotVocabulary]

    func read(_ text: String, as kind: ValueKind, for name: String) -> Reading {
        switch kind {
        case .boolean:
            switch UniversalWords.meaning(of: text) {
            case .yes: return .understood(.boolean(true), others: [:])
            case .no: return .understood(.boolean(false), others: [:])
            default: return .notUnderstood
            }
        case .text:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? .notUnderstood : .understood(.text(trimmed), others: [:])
        case .integer, .choice, .entity:
            return readSlot(text, kind: kind, for: name)
        }
    }

    private func readSlot(_ text: String, kind: ValueKind, for name: String) -> Reading {
        if kind == .integer, FractionWords.mentionsFraction(text) { return .notWhole }
        var fills = matcher.fillSlots(in: text, vocabularies: vocabularies)
        if kind == .integer, fills[name] == nil {
            switch NumberParser.parse(text) {
            case .value(let number): fills[name] = .number(number)
            case .tooLarge: return .tooLarge
            case .notANumber: break
            }
        }
        guard let fill = fills.removeValue(forKey: name) else { return .notUnderstood }
        return .understood(fill.answer, others: fills.mapValues(\.answer))
    }
}
