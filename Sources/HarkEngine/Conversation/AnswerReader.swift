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
    /// The day it is, for "today", "tomorrow" and weekdays.
    let today: Day

    /// `unit` is a word a number may be followed by besides the units Hark knows ("3 shots").
    func read(_ text: String, as kind: ValueKind, for name: String, unit: String? = nil) -> Reading {
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
        case .date:
            return DayWords.day(in: text, today: today).map { .understood(.date($0.iso), others: [:]) } ?? .notUnderstood
        case .number:
            if let number = Self.decimal(in: text, unit: unit) { return .understood(.number(number), others: [:]) }
            return readSlot(Self.withoutUnit(text, unit), kind: .integer, for: name)
        case .integer:
            return readSlot(Self.withoutUnit(text, unit), kind: kind, for: name)
        case .choice, .entity:
            return readSlot(text, kind: kind, for: name)
        }
    }

    /// "2.5" or "2.5 miles": a number with a fractional part, which the word reader leaves out.
    private static func decimal(in text: String, unit: String?) -> Double? {
        let words = withoutUnit(text, unit).split(separator: " ")
        guard let first = words.first, first.contains("."), words.count == 1 || UnitWords.isUnit(String(words[1]).lowercased()),
            words.count <= 2, let number = Double(first), number.isFinite
        else { return nil }
        return number
    }

    /// The text without the parameter's own unit after the number ("3 shots" → "3").
    private static func withoutUnit(_ text: String, _ unit: String?) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let unit, !unit.isEmpty else { return trimmed }
        let words = trimmed.split(separator: " ")
        guard words.count >= 2, let last = words.last?.lowercased() else { return trimmed }
        let forms = [unit.lowercased(), unit.lowercased() + "s", String(unit.lowercased().dropLast())]
        guard forms.contains(last) else { return trimmed }
        return words.dropLast().joined(separator: " ")
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
