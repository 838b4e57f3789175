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
        /// A number in a unit the question does not count in (“200 millilitres” for ounces),
        /// with the unit as said.
        case inAnotherUnit(String)
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

    /// What `text` says for parameter `name` of kind `kind`, and for the others, with the
    /// numbers said that no parameter takes (as said, for the trace).
    func read(_ text: String, as kind: ValueKind, for name: String) -> (reading: Reading, unplaced: [String]) {
        switch kind {
        case .boolean, .text, .date: (readWords(text, as: kind), [])
        case .number, .integer, .choice, .entity: readValues(text, kind: kind, for: name)
        }
    }

    /// A day, a yes or no, or words as said (a boolean's own names for its values, "on", "off").
    private func readWords(_ text: String, as kind: ValueKind) -> Reading {
        if case .date = kind {
            let day = DayWords.day(in: text, today: today) ?? DayWords.mentionedDay(in: text, today: today)
            return day.map { .understood(.date($0.iso), others: [:]) } ?? .notUnderstood
        }
        if case .boolean = kind {
            switch UniversalWords.meaning(of: text) {
            case .yes: return .understood(.boolean(true), others: [:])
            case .no: return .understood(.boolean(false), others: [:])
            default: break
            }
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? .notUnderstood : .understood(.text(trimmed), others: [:])
    }

    /// One reading of the answer: the values named anywhere in it, then the numbers, each given
    /// to the parameter it names or else to the one asked (`NumberAssignment`).
    private func readValues(_ text: String, kind: ValueKind, for name: String) -> (reading: Reading, unplaced: [String]) {
        let tokens = UtteranceReading.tokens(of: text)
        let (values, numbers) = assign(tokens, kind: kind, for: name)
        let unplaced = numbers.unplaced.map { $0.said(in: tokens) }
        return (decide(values, numbers, kind: kind, for: name), unplaced)
    }

    /// The reading for the parameter asked, from the values and the numbers' assignment.
    private func decide(_ values: [String: SlotFill], _ numbers: NumberAssignment, kind: ValueKind, for name: String) -> Reading {
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
        guard others.isEmpty else { return .othersOnly(others) }
        if asksNumber, let unit = numbers.unplaced.lazy.compactMap(\.wordAfter).first(where: UnitMeasure.isUnit) {
            return .inAnotherUnit(unit)
        }
        return .notUnderstood
    }

    /// The values named in `tokens`, and which parameter each number said goes to.
    private func assign(_ tokens: [String], kind: ValueKind, for name: String) -> (values: [String: SlotFill], numbers: NumberAssignment) {
        let (values, claimed) = SlotFinder.valueMentions(in: tokens, vocabularies: vocabularies, first: name)
        let asksNumber = kind == .number || kind == .integer
        var numbers = NumberAssignment(tokens: tokens, claimed: claimed, targets: numberTargets, asked: asksNumber ? name : nil)
        if asksNumber, numbers.values[name] == nil, let alone = SaidNumber.homophoneAlone(tokens) {
            numbers = NumberAssignment(tokens: [String(alone)], claimed: [false], targets: numberTargets, asked: name)
        }
        return (values, numbers)
    }
}
