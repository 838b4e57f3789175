import Foundation
import HarkKit
import Synchronization

/// The parameters of one run of a file intent, and its texts with `{name}` filled in.
///
///     let run = FileRunValues(intent, app: "Brewer")
///     run.render("Order a {size} coffee?")   // "Order a large coffee?" once size is large
struct FileRunValues: Sendable {
    let values: FileValues
    let parameters: [FileParameter]

    init(_ intent: FileIntentDefinition, app: String) {
        values = FileValues(app: app, names: intent.parameters.map(\.name))
        parameters = intent.parameters.map { [values] in FileParameter($0, in: values) }
    }

    /// The text with each `{name}` said as its value (nothing for an optional value not given)
    /// and `{app}` as the app's name.
    func render(_ template: String) -> String { values.render(template) }

    /// The values to keep in the intent's collection, with the time as `time`.
    func record(at now: Date) -> [String: FieldValue] {
        var fields: [String: FieldValue] = ["time": .text(ISO8601DateFormatter().string(from: now))]
        for parameter in parameters {
            guard let answer = parameter.anyValue?.answerValue else { continue }
            fields[parameter.definition.name] = FieldValue(answer)
        }
        return fields
    }
}

/// The values of one run's parameters by name, shared by the run and its parameters (a prompt
/// may name the values given so far), behind a lock since the run may be read from any thread.
final class FileValues: Sendable {
    let appName: String
    private let names: [String]
    private let values = Mutex<[String: any ParameterValue]>([:])

    init(app: String, names: [String]) {
        appName = app
        self.names = names
    }

    subscript(name: String) -> (any ParameterValue)? {
        get { values.withLock { $0[name] } }
        set { values.withLock { $0[name] = newValue } }
    }

    /// The text with each `{name}` said as its value, and `{app}` as the app's name.
    func render(_ template: String) -> String {
        var spoken: [String: String] = ["app": appName]
        for name in names { spoken[name] = self[name]?.spokenText ?? "" }
        return FileTemplate.fill(template, with: spoken)
    }
}

/// Fills `{name}` placeholders in the texts of an app file.
enum FileTemplate {
    static func fill(_ template: String, with values: [String: String]) -> String {
        var text = ""
        var name: String?
        for character in template {
            switch character {
            case "{": name = ""
            case "}":
                if let placeholder = name { text += values[placeholder] ?? "{\(placeholder)}" }
                name = nil
            default:
                if name != nil { name?.append(character) } else { text.append(character) }
            }
        }
        if let name { text += "{" + name }
        return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            .replacingOccurrences(of: " .", with: ".").replacingOccurrences(of: " ,", with: ",")
            .replacingOccurrences(of: " ?", with: "?")
    }
}

extension FieldValue {
    /// A value as a record of a file app keeps it: enum values by name, dates as `yyyy-MM-dd`.
    init(_ answer: AnswerValue) {
        switch answer {
        case .integer(let value): self = .integer(value)
        case .number(let value): self = .number(value)
        case .boolean(let value): self = .boolean(value)
        case .text(let value), .choice(id: let value), .date(let value): self = .text(value)
        case .list(let items): self = .text(items.map(Self.text(of:)).joined(separator: ", "))
        }
    }

    /// An item of a list as text (file apps declare no list parameters; Swift apps' donations can hold one).
    private static func text(of answer: AnswerValue) -> String {
        switch FieldValue(answer) {
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .boolean(let value): value ? "yes" : "no"
        case .text(let value): value
        }
    }
}
