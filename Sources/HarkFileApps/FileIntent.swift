import Foundation
import HarkEngine
import HarkKit

/// An app file's intent as the engine runs it: its parameters, a resolve step that keeps
/// numbers within `min` and `max`, `confirm` as a yes/no question, and a handle step that keeps
/// the record and says `result`.
enum FileIntent {
    static func declaration(_ intent: FileIntentDefinition, app: String) -> InstalledIntent {
        InstalledIntent(
            name: intent.id, title: intent.title, isConsequential: intent.isConsequential,
            parameters: FileRunValues(intent, app: app).declared
        ) { steps(intent, app: app) }
    }

    private static func steps(_ intent: FileIntentDefinition, app: String) -> IntentSteps {
        let run = FileRunValues(intent, app: app)
        return IntentSteps(
            parameters: run.declared,
            resolve: { name in
                guard let parameter = run.parameters.first(where: { $0.definition.name == name }) else { return nil }
                return outOfRange(parameter).map { .unsupported(Dialog(full: $0)) }
            },
            confirm: { _ in intent.confirm.map { .askUser(Dialog(full: run.render($0))) } ?? .ready },
            handle: { context in
                if let collection = intent.record {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = .sortedKeys
                    try context.records.append(encoded: encoder.encode(run.record(at: context.now)), to: collection)
                }
                return .success(Dialog(full: run.render(intent.result)))
            })
    }

    /// Why a number is refused: "Shots can be at most 4." / "The deposit must be at least 5
    /// dollars." The unit is left out where the title already says it ("Dogs", unit "dogs").
    static func outOfRange(_ parameter: FileParameter) -> String? {
        let definition = parameter.definition
        guard let value = parameter.anyValue.flatMap({ Double(answer: $0.answerValue) }) else { return nil }
        let unit = saysUnit(definition.title, definition.unit) ? nil : definition.unit
        if let maximum = definition.maximum, value > maximum {
            return "\(definition.title) can be at most \(amount(maximum, unit: unit))."
        }
        if let minimum = definition.minimum, value < minimum {
            return "\(definition.title) must be at least \(amount(minimum, unit: unit))."
        }
        return nil
    }

    /// Whether the title names the unit itself ("Shots" and "shots", "Hours" and "hours").
    private static func saysUnit(_ title: String, _ unit: String?) -> Bool {
        guard let unit else { return false }
        func singular(_ word: String) -> String { word.lowercased().hasSuffix("s") ? String(word.lowercased().dropLast()) : word.lowercased() }
        return singular(title) == singular(unit)
    }

    /// "4 shots", "1 shot".
    private static func amount(_ number: Double, unit: String?) -> String {
        guard let unit, !unit.isEmpty else { return number.spokenText }
        let said = number == 1 && unit.hasSuffix("s") ? String(unit.dropLast()) : unit
        return "\(number.spokenText) \(said)"
    }
}

extension FileRunValues {
    var declared: IntentParameters {
        IntentParameters(entries: parameters.map { IntentParameters.Entry(name: $0.definition.name, parameter: $0) })
    }
}
