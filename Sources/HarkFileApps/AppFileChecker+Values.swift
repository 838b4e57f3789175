import HarkEngine
import HarkKit

/// Reading the values of a decoded app file by key, each mistake noted at its key path.
extension AppFileChecker {
    /// The members of an object, after noting every key that is not one of `keys`.
    mutating func object(_ value: JSONValue, at path: String, keys: [String]) -> [String: JSONValue]? {
        guard let members = value.object else {
            problem(path, "\(path.isEmpty ? "the file" : "this") should be an object { … }, not \(value.kindName)")
            return nil
        }
        let written = outline.keys(of: path)
        for key in (written.isEmpty ? members.keys.sorted() : written) where !keys.contains(key) {
            let child = path.isEmpty ? key : "\(path).\(key)"
            problem(child, "unknown key “\(key)”\(Self.suggestion(key, among: keys)); the keys here are \(keys.joined(separator: ", "))")
        }
        return members
    }

    mutating func requiredText(_ members: [String: JSONValue], _ key: String, at path: String) -> String? {
        let child = path.isEmpty ? key : "\(path).\(key)"
        guard members[key] != nil else {
            problem(child, "“\(key)” is missing; add \(key): \"…\"")
            return nil
        }
        guard let text = optionalText(members, key, at: path) else { return nil }
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            problem(child, "“\(key)” is empty; write it out")
            return nil
        }
        return text
    }

    mutating func optionalText(_ members: [String: JSONValue], _ key: String, at path: String) -> String? {
        guard let value = members[key] else { return nil }
        guard let text = value.string else {
            problem(path.isEmpty ? key : "\(path).\(key)", "“\(key)” should be text in quotes, not \(value.kindName)")
            return nil
        }
        return text
    }

    mutating func number(_ members: [String: JSONValue], _ key: String, at path: String) -> Double? {
        guard let value = members[key] else { return nil }
        guard let number = value.double else {
            problem("\(path).\(key)", "“\(key)” should be a number, not \(value.kindName)")
            return nil
        }
        return number
    }

    mutating func flag(_ members: [String: JSONValue], _ key: String, at path: String) -> Bool {
        guard let value = members[key] else { return false }
        guard case .boolean(let flag) = value else {
            problem("\(path).\(key)", "“\(key)” should be true or false, not \(value.kindName)")
            return false
        }
        return flag
    }

    mutating func list(_ value: JSONValue?, at path: String, required: Bool) -> [JSONValue]? {
        guard let value else {
            if required { problem(path, "“\(path)” is missing; add \(path): [ … ]") }
            return nil
        }
        guard case .array(let items) = value else {
            problem(path, "“\(path.split(separator: ".").last ?? "")” should be a list [ … ], not \(value.kindName)")
            return nil
        }
        return items
    }

    mutating func texts(_ value: JSONValue?, at path: String) -> [String]? {
        guard let items = list(value, at: path, required: false) else { return nil }
        var texts: [String] = []
        for (index, item) in items.enumerated() {
            guard let text = item.string else {
                problem("\(path)[\(index)]", "this should be text in quotes, not \(item.kindName)")
                continue
            }
            texts.append(text)
        }
        return texts
    }

    /// "; did you mean “prompt”?" when a known word is one or two letters away.
    static func suggestion(_ word: String, among known: [String]) -> String {
        let near = known.map { (name: $0, distance: EditDistance.between(word.lowercased(), $0.lowercased())) }
            .filter { $0.distance <= max(1, min(2, word.count / 3)) }
            .min { $0.distance < $1.distance }
        return near.map { " (did you mean “\($0.name)”?)" } ?? ""
    }

    static func allowedPlaceholders(_ names: [String], app: Bool) -> String {
        let placeholders = (app ? ["app"] : []) + names
        return placeholders.isEmpty ? "it has no parameters" : "use \(placeholders.map { "{\($0)}" }.joined(separator: ", "))"
    }

    /// "customerName" → "Customer Name".
    static func titled(_ name: String) -> String {
        var title = ""
        for character in name {
            if character.isUppercase, !title.isEmpty { title.append(" ") }
            title.append(title.isEmpty ? Character(character.uppercased()) : character)
        }
        return title
    }

    static func kindWanted(_ type: FileValueType) -> String {
        switch type {
        case .integer: "a whole number"
        case .number: "a number"
        case .boolean: "true or false"
        case .text, .enum: "text in quotes"
        case .date: "a date in quotes, such as \"2026-03-04\""
        }
    }
}

extension AppFileChecker {
    /// A word may mean one value of an enum: two values that differ only in case, or a synonym
    /// given to two values or that is another value's name, would silently go to the first.
    mutating func sharedSynonyms(of choices: [ChoiceOption], at path: String) {
        var meaning: [String: String] = [:]
        for choice in choices {
            if let other = meaning[choice.id.lowercased()] {
                problem("\(path).\(choice.id)", "“\(choice.id)” is listed twice (as \(other) too); remove one")
            } else {
                meaning[choice.id.lowercased()] = choice.id
            }
        }
        for choice in choices {
            for synonym in choice.synonyms {
                let word = synonym.lowercased()
                if let other = meaning[word], other != choice.id {
                    problem("\(path).\(choice.id)", "the synonym “\(synonym)” of \(choice.id) also means \(other); give each word to one value")
                } else {
                    meaning[word] = choice.id
                }
            }
        }
    }
}
