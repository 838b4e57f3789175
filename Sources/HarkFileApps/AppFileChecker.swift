import HarkEngine
import HarkKit

/// Checks a decoded app file against the format and the rules of App Shortcuts, collecting every
/// problem with its key path, and builds the definition when there is none.
///
///     var checker = AppFileChecker(file: "Brewer.app.json5", outline: outline)
///     let definition = checker.app(value)   // nil when checker.problems is not empty
struct AppFileChecker {
    let file: String
    let outline: JSON5Outline
    private(set) var problems: [AppFileProblem] = []

    init(file: String, outline: JSON5Outline) {
        self.file = file
        self.outline = outline
    }

    private static let appKeys = ["name", "synonyms", "intents", "shortcuts", "suggestedShortcuts", "screen"]
    private static let intentKeys = ["id", "title", "parameters", "confirm", "result", "record", "consequential"]
    private static let parameterKeys = [
        "name", "title", "type", "prompt", "optional", "default", "sensitive", "min", "max", "unit", "values",
    ]
    private static let shortcutKeys = ["intent", "shortTitle", "phrases"]
    private static let suggestedKeys = ["phrase", "intent"]
    private static let screenKeys = ["title", "collection", "item", "empty"]

    mutating func problem(_ path: String, _ message: String) {
        var line = outline.line(of: path)
        var parent = path
        while line == nil, let cut = parent.lastIndex(where: { $0 == "." || $0 == "[" }) {
            parent = String(parent[..<cut])
            line = outline.line(of: parent)
        }
        problems.append(AppFileProblem(file: file, line: line, keyPath: path, message: message))
    }

    // MARK: The app

    mutating func app(_ value: JSONValue) -> AppFileDefinition? {
        guard let members = object(value, at: "", keys: Self.appKeys) else { return nil }
        let name = requiredText(members, "name", at: "")
        let synonyms = texts(members["synonyms"], at: "synonyms") ?? []
        var intents: [FileIntentDefinition] = []
        if let list = list(members["intents"], at: "intents", required: true) {
            if list.isEmpty { problem("intents", "an app needs at least one intent; add one such as { id: \"order\", title: \"Order\" }") }
            for (index, item) in list.enumerated() {
                guard let intent = intent(item, at: "intents[\(index)]") else { continue }
                if intents.contains(where: { $0.id == intent.id }) {
                    problem("intents[\(index)].id", "two intents have the id “\(intent.id)”; give each its own")
                }
                intents.append(intent)
            }
        }
        let shortcuts = shortcutList(members["shortcuts"], intents: intents)
        let suggested = suggestedList(members["suggestedShortcuts"], intents: intents)
        var screen: FileScreenDefinition?
        if let value = members["screen"] { screen = self.screen(value, intents: intents) }
        guard problems.isEmpty, let name else { return nil }
        return AppFileDefinition(
            name: name, synonyms: synonyms, intents: intents, shortcuts: shortcuts, suggestedShortcuts: suggested,
            screen: screen)
    }

    // MARK: Intents and parameters

    private mutating func intent(_ value: JSONValue, at path: String) -> FileIntentDefinition? {
        guard let members = object(value, at: path, keys: Self.intentKeys) else { return nil }
        let id = requiredText(members, "id", at: path)
        let title = optionalText(members, "title", at: path)
        var parameters: [FileParameterDefinition] = []
        if let list = list(members["parameters"], at: "\(path).parameters", required: false) {
            for (index, item) in list.enumerated() {
                let itemPath = "\(path).parameters[\(index)]"
                guard let parameter = parameter(item, at: itemPath) else { continue }
                if parameters.contains(where: { $0.name == parameter.name }) {
                    problem("\(itemPath).name", "two parameters are named “\(parameter.name)”; give each its own name")
                }
                parameters.append(parameter)
            }
        }
        let names = parameters.map(\.name)
        let confirm = optionalText(members, "confirm", at: path)
        let result = optionalText(members, "result", at: path)
        for (key, text) in [("confirm", confirm), ("result", result)] {
            if let text { placeholders(in: text, at: "\(path).\(key)", allowed: names, owner: "the intent \(id ?? "")") }
        }
        for (index, parameter) in parameters.enumerated() {
            if let prompt = parameter.prompt {
                placeholders(in: prompt, at: "\(path).parameters[\(index)].prompt", allowed: names, owner: "the intent \(id ?? "")")
            }
        }
        let record = optionalText(members, "record", at: path)
        let isConsequential = flag(members, "consequential", at: path)
        guard let id else { return nil }
        return FileIntentDefinition(
            id: id, title: title ?? id, parameters: parameters, confirm: confirm, result: result ?? "Done.", record: record,
            isConsequential: isConsequential)
    }

    private mutating func parameter(_ value: JSONValue, at path: String) -> FileParameterDefinition? {
        guard let members = object(value, at: path, keys: Self.parameterKeys) else { return nil }
        let name = requiredText(members, "name", at: path)
        if name == "app" { problem("\(path).name", "“app” is the app's own placeholder; call the parameter something else") }
        if name == "time" { problem("\(path).name", "“time” is kept with every record; call the parameter something else") }
        let typeName = requiredText(members, "type", at: path)
        var type: FileValueType?
        if let typeName {
            type = FileValueType(rawValue: typeName)
            if type == nil {
                let known = FileValueType.allCases.map(\.rawValue)
                let meant = FileValueType.meant(by: typeName).map { " (did you mean “\($0.rawValue)”?)" } ?? Self.suggestion(typeName, among: known)
                problem("\(path).type", "unknown type “\(typeName)”\(meant); use one of \(known.joined(separator: ", "))")
            }
        }
        let minimum = number(members, "min", at: path)
        let maximum = number(members, "max", at: path)
        let unit = optionalText(members, "unit", at: path)
        if let type, type != .integer, type != .number {
            for key in ["min", "max", "unit"] where members[key] != nil {
                problem("\(path).\(key)", "“\(key)” is for integer and number parameters, not \(type.rawValue); remove it")
            }
        }
        if let minimum, let maximum, minimum > maximum {
            problem("\(path).min", "min \(minimum.spokenText) is more than max \(maximum.spokenText); swap them")
        } else if type == .integer, let minimum, let maximum, minimum.rounded(.up) > maximum.rounded(.down) {
            problem("\(path).min", "no whole number lies between min \(minimum.spokenText) and max \(maximum.spokenText); widen them or make the type number")
        }
        var choices: [ChoiceOption] = []
        if type == .enum {
            choices = enumValues(members["values"], at: "\(path).values")
        } else if let type, members["values"] != nil {
            problem("\(path).values", "“values” is for enum parameters, not \(type.rawValue); remove it or make the type enum")
        }
        var parameter = FileParameterDefinition(
            name: name ?? "", title: optionalText(members, "title", at: path) ?? Self.titled(name ?? ""),
            type: type ?? .text, prompt: optionalText(members, "prompt", at: path),
            isOptional: flag(members, "optional", at: path), defaultValue: nil,
            isSensitive: flag(members, "sensitive", at: path), minimum: minimum, maximum: maximum, unit: unit,
            choices: choices, typeIsKnown: type != nil)
        if let value = members["default"], let type {
            parameter.defaultValue = defaultValue(value, for: parameter, type: type, at: "\(path).default")
        }
        // A parameter with a bad type still has its name, so texts naming it are not faulted too.
        guard name != nil else { return nil }
        return parameter
    }

    private mutating func enumValues(_ value: JSONValue?, at path: String) -> [ChoiceOption] {
        guard let value else {
            problem(path, "an enum needs its values, such as values: { small: [\"short\"], large: [] }")
            return []
        }
        var choices: [ChoiceOption] = []
        switch value {
        case .object(let members):
            for key in outline.keys(of: path) {
                let synonyms = texts(members[key], at: "\(path).\(key)") ?? []
                choices.append(ChoiceOption(id: key, title: key, synonyms: synonyms))
            }
            sharedSynonyms(of: choices, at: path)
        case .array(let items):
            for (index, item) in items.enumerated() {
                guard let text = item.string else {
                    problem("\(path)[\(index)]", "a value should be text, not \(item.kindName)")
                    continue
                }
                if choices.contains(where: { $0.id.lowercased() == text.lowercased() }) {
                    problem("\(path)[\(index)]", "“\(text)” is listed twice; remove one")
                    continue
                }
                choices.append(ChoiceOption(id: text, title: text))
            }
        default:
            problem(path, "values should be an object of value: [synonyms], not \(value.kindName)")
        }
        if choices.isEmpty, problems.allSatisfy({ !$0.keyPath.hasPrefix(path) }) {
            problem(path, "an enum needs at least one value")
        }
        return choices
    }

    private mutating func defaultValue(
        _ value: JSONValue, for parameter: FileParameterDefinition, type: FileValueType, at path: String
    ) -> AnswerValue? {
        switch (type, value) {
        case (.integer, .integer(let number)):
            guard inRange(Double(number), parameter, at: path) else { return nil }
            return .integer(number)
        case (.number, _) where value.double != nil:
            guard let number = value.double, inRange(number, parameter, at: path) else { return nil }
            return .number(number)
        case (.boolean, .boolean(let flag)): return .boolean(flag)
        case (.text, .string(let text)): return .text(text)
        case (.enum, .string(let id)):
            guard parameter.choices.contains(where: { $0.id == id }) else {
                problem(path, "“\(id)” is not one of the values; use one of \(parameter.choices.map(\.id).joined(separator: ", "))")
                return nil
            }
            return .choice(id: id)
        case (.date, .string(let text)):
            guard let day = Day(iso: text) else {
                problem(path, "“\(text)” is not a date; write it as 2026-03-04")
                return nil
            }
            return .date(day.iso)
        default:
            problem(path, "the default should be \(Self.kindWanted(type)), not \(value.kindName)")
            return nil
        }
    }

    private mutating func inRange(_ number: Double, _ parameter: FileParameterDefinition, at path: String) -> Bool {
        if let minimum = parameter.minimum, number < minimum {
            problem(path, "the default \(number.spokenText) is less than min \(minimum.spokenText)")
            return false
        }
        if let maximum = parameter.maximum, number > maximum {
            problem(path, "the default \(number.spokenText) is more than max \(maximum.spokenText)")
            return false
        }
        return true
    }

    // MARK: Shortcuts and the screen

    private mutating func shortcutList(_ value: JSONValue?, intents: [FileIntentDefinition]) -> [FileShortcutDefinition] {
        guard let list = list(value, at: "shortcuts", required: false) else { return [] }
        if list.count > AppCatalog.maximumShortcutsPerApp {
            problem(
                "shortcuts",
                "\(list.count) App Shortcuts; an app may declare at most \(AppCatalog.maximumShortcutsPerApp), so remove \(list.count - AppCatalog.maximumShortcutsPerApp) or give one several phrases")
        }
        var shortcuts: [FileShortcutDefinition] = []
        for (index, item) in list.enumerated() {
            let path = "shortcuts[\(index)]"
            guard let members = object(item, at: path, keys: Self.shortcutKeys) else { continue }
            let intent = intentReference(members, at: path, intents: intents)
            let shortTitle = optionalText(members, "shortTitle", at: path)
            let phrases = texts(members["phrases"], at: "\(path).phrases") ?? []
            if members["phrases"] == nil || phrases.isEmpty {
                problem("\(path).phrases", "a shortcut needs at least one phrase, such as \"Order a coffee in {app}\"")
            }
            for (number, phrase) in phrases.enumerated() {
                check(phrase: phrase, at: "\(path).phrases[\(number)]", intent: intent)
            }
            if let intent { shortcuts.append(FileShortcutDefinition(intent: intent.id, shortTitle: shortTitle, phrases: phrases)) }
        }
        return shortcuts
    }

    private mutating func check(phrase: String, at path: String, intent: FileIntentDefinition?) {
        if !phrase.contains("{app}") {
            problem(path, "the phrase “\(phrase)” does not name the app; add {app}, as in “\(phrase) in {app}”")
        }
        guard let intent else { return }
        let names = intent.parameters.map(\.name)
        for slot in PhraseSlots.names(in: phrase) where slot != "app" {
            guard let parameter = intent.parameters.first(where: { $0.name == slot }) else {
                problem(
                    path,
                    "the phrase names {\(slot)}, which is not a parameter of \(intent.id)\(Self.suggestion(slot, among: names)); \(Self.allowedPlaceholders(names, app: true))")
                continue
            }
            if parameter.typeIsKnown, parameter.type == .text || parameter.type == .boolean {
                problem(
                    path,
                    "the phrase names {\(slot)}, a \(parameter.type.rawValue) parameter, which no phrase can hold (a device allows only enum and entity parameters in App Shortcut phrases, and Hark would match only the words “{\(slot)}”); make it an enum, or drop {\(slot)} from the phrase and let it be asked")
            }
        }
    }

    private mutating func suggestedList(_ value: JSONValue?, intents: [FileIntentDefinition]) -> [(phrase: String, intent: String)] {
        guard let list = list(value, at: "suggestedShortcuts", required: false) else { return [] }
        var suggested: [(phrase: String, intent: String)] = []
        for (index, item) in list.enumerated() {
            let path = "suggestedShortcuts[\(index)]"
            guard let members = object(item, at: path, keys: Self.suggestedKeys) else { continue }
            let phrase = requiredText(members, "phrase", at: path)
            let intent = intentReference(members, at: path, intents: intents)
            if let phrase, let intent { suggested.append((phrase, intent.id)) }
        }
        return suggested
    }

    private mutating func intentReference(
        _ members: [String: JSONValue], at path: String, intents: [FileIntentDefinition]
    ) -> FileIntentDefinition? {
        guard let id = requiredText(members, "intent", at: path) else { return nil }
        if let intent = intents.first(where: { $0.id == id }) { return intent }
        let ids = intents.map(\.id)
        problem(
            "\(path).intent",
            "no intent has the id “\(id)”\(Self.suggestion(id, among: ids)); the intents are \(ids.isEmpty ? "none yet" : ids.joined(separator: ", "))")
        return nil
    }

    private mutating func screen(_ value: JSONValue, intents: [FileIntentDefinition]) -> FileScreenDefinition? {
        guard let members = object(value, at: "screen", keys: Self.screenKeys) else { return nil }
        let collection = requiredText(members, "collection", at: "screen")
        let item = requiredText(members, "item", at: "screen")
        let recording = intents.filter { $0.record != nil && $0.record == collection }
        if let collection, recording.isEmpty {
            let kept = Array(Set(intents.compactMap(\.record))).sorted()
            problem(
                "screen.collection",
                "no intent records into “\(collection)”; \(kept.isEmpty ? "add record: \"\(collection)\" to an intent" : "use one of \(kept.joined(separator: ", "))")")
        }
        if let item, !recording.isEmpty {
            let names = recording.flatMap { $0.parameters.map(\.name) } + ["time"]
            placeholders(in: item, at: "screen.item", allowed: names, owner: "the records of \(collection ?? "")")
        }
        guard let collection, let item else { return nil }
        return FileScreenDefinition(
            title: optionalText(members, "title", at: "screen") ?? collection, collection: collection, item: item,
            emptyMessage: optionalText(members, "empty", at: "screen") ?? "Nothing yet.")
    }

    /// Every `{name}` in a text must be one of `allowed` (or `{app}`).
    private mutating func placeholders(in text: String, at path: String, allowed: [String], owner: String) {
        for name in PhraseSlots.names(in: text) where name != "app" && !allowed.contains(name) {
            problem(
                path,
                "{\(name)} is not a parameter of \(owner)\(Self.suggestion(name, among: allowed)); \(Self.allowedPlaceholders(allowed, app: false))")
        }
    }
}
