import HarkKit

/// A parameter of an app file's intent, in one run: the engine fills and reads it as it does a
/// Swift `@Parameter`. Its prompt may name the values given so far (`{size}`).
final class FileParameter: AnyParameter {
    let definition: FileParameterDefinition
    /// The run's values, this one's among them.
    private let values: FileValues

    init(_ definition: FileParameterDefinition, in values: FileValues) {
        self.definition = definition
        self.values = values
        if let answer = definition.defaultValue { values[definition.name] = value(from: answer) }
    }

    /// The value, kept with the run's others under the parameter's name.
    private var value: (any ParameterValue)? {
        get { values[definition.name] }
        set { values[definition.name] = newValue }
    }

    var title: String { definition.title }
    var prompt: Dialog? {
        definition.prompt.map { Dialog(full: values.render($0)) }
    }
    var requirement: Bool? { !definition.isOptional }
    var isOptional: Bool { definition.isOptional }
    func refusal(of value: any ParameterValue) -> Dialog? { nil }
    var isSensitive: Bool { definition.isSensitive }
    var unit: String? { definition.unit }
    /// The declared `min` and `max` of an integer, for the examples Hark offers.
    var wholeNumberRange: ClosedRange<Int>? {
        guard definition.type == .integer, let low = definition.minimum, let high = definition.maximum,
            low.isFinite, high.isFinite, abs(low) < 1e15, abs(high) < 1e15, low.rounded(.up) <= high.rounded(.down)
        else { return nil }
        return Int(low.rounded(.up))...Int(high.rounded(.down))
    }
    var entityQuery: AnyEntityQuery? { nil }
    var storageID: ObjectIdentifier { ObjectIdentifier(self) }
    var anyValue: (any ParameterValue)? { value }

    var valueKind: ValueKind {
        definition.type == .enum ? .choice(definition.choices) : definition.type.valueKind
    }

    @discardableResult func assign(_ newValue: (any ParameterValue)?) -> Bool {
        guard let newValue else {
            value = nil
            return true
        }
        guard let typed = value(from: newValue.answerValue) else { return false }
        value = typed
        return true
    }

    func value(from answer: AnswerValue) -> (any ParameterValue)? {
        switch definition.type {
        case .integer: Int(answer: answer)
        case .number: Double(answer: answer)
        case .boolean: Bool(answer: answer)
        case .text: String(answer: answer)
        case .date: Day(answer: answer)
        case .enum:
            if case .choice(let id) = answer, let option = definition.choices.first(where: { $0.id == id }) {
                FileChoice(id: option.id)
            } else {
                nil
            }
        }
    }
}

/// A value of an app file's enum: its name as written in the file, which is also how it is said.
struct FileChoice: ParameterValue, Hashable {
    let id: String

    static var valueKind: ValueKind { .choice([]) }

    init(id: String) { self.id = id }

    init?(answer: AnswerValue) {
        guard case .choice(let id) = answer else { return nil }
        self.id = id
    }

    var spokenText: String { id }
    var answerValue: AnswerValue { .choice(id: id) }
}
