import Foundation
import HarkKit

/// Reads an answer by the type of the parameter asked for, and any other values said with it
/// ("8 ounces of water" answers "How many ounces?" and the drink too).
struct AnswerReader {
    enum Reading: Equatable {
        case understood(AnswerValue, others: [String: AnswerValue])
        /// Values for other parameters only, each named ("2 hours" when the zone was asked).
        case othersOnly([String: AnswerValue])
        case tooLarge
        /// A number that is not whole (“12.5”) for a whole-number question.
        case notWhole
        case notUnderstood
    }

    let vocabularies: [String: SlotVocabulary]
    /// The run's parameters that take numbers: where a number said goes (`NumberAssignment`).
    let numberTargets: [NumberAssignment.Target]
    /// The day it is, for "today", "tomorrow" and weekdays.
    let today: Day

    init(run: IntentRun, today: Day) {
        vocabularies = run.vocabularies
        numberTargets = run.numberTargets
        self.today = today
    }

    /// What `text` says for parameter `name` of kind `kind`, and for the others.
    func read(_ text: String, as kind: ValueKind, for name: String) -> Reading {
        switch kind {
        case .boolean:
            switch UniversalWords.meaning(of: text) {
            case .yes: return .understood(.boolean(true), others: [:])
            case .no: return .understood(.boolean(false), others: [:])
            default:
                // Other words may be the parameter's own names for its values ("on", "off").
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty ? .notUnderstood : .understood(.text(trimmed), others: [:])
            }
        case .text:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? .notUnderstood : .understood(.text(trimmed), others: [:])
        case .date:
            let day = DayWords.day(in: text, today: today) ?? DayWords.mentionedDay(in: text, today: today)
            return day.map { .understood(.date($0.iso), others: [:]) } ?? .notUnderstood
        case .number, .integer, .choice, .entity:
            return readValues(text, kind: kind, for: name)
        }
    }

    /// One reading of the answer: the values named anywhere in it, then the numbers, each given
    /// to the parameter it names or else to the one asked (`NumberAssignment`).
    private func readValues(_ text: String, kind: ValueKind, for name: String) -> Reading {
        let (values, numbers) = assign(text, kind: kind, for: name)
        let asksNumber = kind == .number || kind == .integer
        var others = values.mapValues(\.answer)
        for (other, number) in numbers.values where other != name {
            switch number.reading {
            case .whole(let value): others[other] = .integer(value)
            case .fraction(let value): others[other] = .number(value)
            case .tooLarge: break
            }
        }
        if asksNumber, let said = numbers.values[name] {
            switch said.reading {
            case .whole(let value): return .understood(.integer(value), others: others)
            case .fraction(let value): return kind == .number ? .understood(.number(value), others: others) : .notWhole
            case .tooLarge: return .tooLarge
            }
        }
        if let answer = others.removeValue(forKey: name) { return .understood(answer, others: others) }
        if asksNumber, numbers.unplaced.contains(where: { $0.reading == .tooLarge }) { return .tooLarge }
        return others.isEmpty ? .notUnderstood : .othersOnly(others)
    }

    /// The numbers said in an answer that no parameter takes, as said, for the trace.
    func unplacedNumbers(in text: String, as kind: ValueKind, for name: String) -> [String] {
        switch kind {
        case .number, .integer, .choice, .entity: break
        case .boolean, .text, .date: return []
        }
        let tokens = UtteranceReading.tokens(of: text)
        return assign(text, kind: kind, for: name).numbers.unplaced.map { $0.range.map { tokens[$0] }.joined(separator: " ") }
    }

    /// The values named in `text`, and which parameter each number said goes to.
    private func assign(_ text: String, kind: ValueKind, for name: String) -> (values: [String: SlotFill], numbers: NumberAssignment) {
        let tokens = UtteranceReading.tokens(of: text)
        let (values, claimed) = SlotFinder.valueMentions(in: tokens, vocabularies: vocabularies, first: name)
        let asksNumber = kind == .number || kind == .integer
        var numbers = NumberAssignment(tokens: tokens, claimed: claimed, targets: numberTargets, asked: asksNumber ? name : nil)
        if asksNumber, numbers.values[name] == nil, let alone = SaidNumber.homophoneAlone(tokens) {
            numbers = NumberAssignment(tokens: [String(alone)], claimed: [false], targets: numberTargets, asked: name)
        }
        return (values, numbers)
    }
}
