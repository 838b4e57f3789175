import HarkKit

/// An app as its file declares it, checked: what `FileApp` turns into an installed app.
struct AppFileDefinition: Sendable {
    var name: String
    var synonyms: [String]
    var intents: [FileIntentDefinition]
    var shortcuts: [FileShortcutDefinition]
    var suggestedShortcuts: [(phrase: String, intent: String)]
    var screen: FileScreenDefinition?
}

struct FileIntentDefinition: Sendable {
    var id: String
    var title: String
    var parameters: [FileParameterDefinition]
    /// The yes/no question asked before handling, with `{name}` placeholders.
    var confirm: String?
    /// What a success says, with `{name}` placeholders.
    var result: String
    /// The collection each success is kept in, with its values and the time.
    var record: String?
    /// Whether it spends, deletes, locks or signs out: asked about first on a tolerant match.
    var isConsequential: Bool
}

struct FileParameterDefinition: Sendable {
    var name: String
    var title: String
    var type: FileValueType
    var prompt: String?
    var isOptional: Bool
    var defaultValue: AnswerValue?
    var isSensitive: Bool
    var minimum: Double?
    var maximum: Double?
    var unit: String?
    /// The values of an enum, in the order written, with their synonyms.
    var choices: [ChoiceOption]
    /// False when the file's type was not understood: `type` is then text, and nothing else is
    /// faulted for it.
    var typeIsKnown = true
}

/// The kinds of value a file parameter can hold.
enum FileValueType: String, Sendable, CaseIterable {
    case integer, number, boolean, text, `enum`, date

    /// The type another language's name means (`string` → text, `int` → integer), if any.
    static func meant(by name: String) -> FileValueType? {
        switch name.lowercased() {
        case "string", "str", "char", "character": .text
        case "int", "int32", "int64", "long", "whole": .integer
        case "float", "double", "decimal", "real": .number
        case "bool": .boolean
        case "datetime", "day": .date
        case "choice", "enumeration", "options": .enum
        default: nil
        }
    }

    var valueKind: ValueKind {
        switch self {
        case .integer: .integer
        case .number: .number
        case .boolean: .boolean
        case .text: .text
        case .enum: .choice([])
        case .date: .date
        }
    }
}

struct FileShortcutDefinition: Sendable {
    var intent: String
    var shortTitle: String?
    var phrases: [String]
}

struct FileScreenDefinition: Sendable {
    var title: String
    var collection: String
    /// One line per record, with `{name}` placeholders (and `{time}`).
    var item: String
    var emptyMessage: String
}
