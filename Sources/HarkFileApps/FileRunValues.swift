import Foundation
import HarkKit

/// The parameters of one run of a file intent, and its texts with `{name}` filled in.
///
///     let run = FileRunValues(intent, app: "Brewer")
///     run.render("Order a {size} coffee?")   // "Order a large coffee?" once size is large
final class FileRunValues: @unchecked Sendable {
    let appName: String
    private(set) var parameters: [FileParameter] = []

    init(_ intent: FileIntentDefinition, app: String) {
        appName = app
        parameters = intent.parameters.map { FileParameter($0, in: self) }
    }

    /// The text with each `{name}` said as its value (nothing for an optional value not given)
    /// and `{app}` as the app's name.
    func render(_ template: String) -> String {
        var spoken: [String: String] = ["app": appName]
        for parameter in parameters {
            spoken[parameter.definition.name] = parameter.anyValue?.spokenText ?? ""
        }
        return FileTemplate.fill(template, with: spoken)
    }

    /// The values to keep in the intent's collection, with the time.
    func record(at now: Date) -> [String: RecordValue] {
        var fields: [String: RecordValue] = ["time": .text(ISO8601DateFormatter().string(from: now))]
        for parameter in parameters {
            guard let answer = parameter.anyValue?.answerValue else { continue }
            fields[parameter.definition.name] = RecordValue(answer)
        }
        return fields
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

/// A value kept in a record of a file app, as JSON.
enum RecordValue: Codable, Equatable {
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case text(String)

    init(_ answer: AnswerValue) {
        switch answer {
        case .integer(let value): self = .integer(value)
        case .number(let value): self = .number(value)
        case .boolean(let value): self = .boolean(value)
        case .text(let value), .choice(id: let value), .date(let value): self = .text(value)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        }
    }

    var field: FieldValue {
        switch self {
        case .integer(let value): .integer(value)
        case .number(let value): .number(value)
        case .boolean(let value): .boolean(value)
        case .text(let value): .text(value)
        }
    }
}
