import Foundation
import Synchronization

/// The units of GNU Units as Debian's `units` package installs them
/// (`/usr/share/units/definitions.units`, GPL-3.0-or-later data): what any unit name, prefixed or
/// plural, measures and how much of the primitive units one of it is ("feet" is 0.3048 m,
/// "gallons" 0.003785 m³, "kWh" 3.6 MJ). Read whole when first asked, never at start-up, with the
/// US English units that `units` chooses by default ("gallon" is the US gallon).
///
///     UnitDefinitions.shared?.quantity(of: "feet")   // 0.3048, length
///     UnitDefinitions.shared?.quantity(of: "cm")     // 0.01, length
final class UnitDefinitions: Sendable {
    /// One of a unit: a factor of primitive units, each raised to a power.
    struct Quantity: Sendable, Equatable {
        let factor: Double
        let dimensions: [String: Int]

        static let one = Quantity(factor: 1, dimensions: [:])

        func times(_ other: Quantity) -> Quantity {
            Quantity(factor: factor * other.factor, dimensions: dimensions.merging(other.dimensions, uniquingKeysWith: +).filter { $0.value != 0 })
        }

        func power(_ exponent: Int) -> Quantity {
            Quantity(factor: pow(factor, Double(exponent)), dimensions: dimensions.mapValues { $0 * exponent }.filter { $0.value != 0 })
        }
    }

    /// The installed definitions, or nil where `units` is not installed.
    static let shared = UnitDefinitions(path: "/usr/share/units/definitions.units")

    /// Each unit's definition as written ("foot" → "12 inch", "m" → "!").
    private let definitions: [String: String]
    /// Each prefix's definition, by the prefix without its hyphen ("kilo" → "1e3", "k" → "kilo").
    private let prefixes: [String: String]
    private let known = Mutex<[String: Quantity?]>([:])

    init?(path: String) {
        guard let contents = FileManager.default.contents(atPath: path) else { return nil }
        let parsed = Self.parse([UInt8](contents))
        definitions = parsed.units
        prefixes = parsed.prefixes
    }

    /// One of the unit `word` names, as a person writes it (any case, a prefix, a plural), if
    /// the definitions reduce it to primitive units.
    func quantity(of word: String) -> Quantity? {
        if let found = known.withLock({ $0[word] }) { return found }
        let found = unit(named: word, depth: 0) ?? nameInOtherCase(word).flatMap { unit(named: $0, depth: 0) }
        known.withLock { $0[word] = found }
        return found
    }

    /// The name defined in another case than `word`, heard in lower case ("kwh" → "kWh"): its
    /// lower case, else the first in sort order. Looked for only when `word` itself names nothing.
    private func nameInOtherCase(_ word: String) -> String? {
        let lower = word.lowercased()
        if definitions[lower] != nil { return lower }
        return definitions.keys.filter { $0.lowercased() == lower }.min()
    }

    /// The unit `name` names: as defined (a prefix alone is a number), or a prefix and a unit, or
    /// either of a plural's singular.
    private func unit(named name: String, depth: Int) -> Quantity? {
        guard depth < 40 else { return nil }
        for candidate in [name] + Self.singulars(of: name) {
            if let definition = definitions[candidate] ?? prefixes[candidate] { return value(of: definition, name: candidate, depth: depth + 1) }
            for length in stride(from: candidate.count - 1, through: 1, by: -1) {
                let prefix = String(candidate.prefix(length))
                guard let scale = prefixes[prefix], let rest = definitions[String(candidate.dropFirst(length))],
                    let factor = value(of: scale, name: prefix, depth: depth + 1), factor.dimensions.isEmpty,
                    let base = value(of: rest, name: String(candidate.dropFirst(length)), depth: depth + 1)
                else { continue }
                return factor.times(base)
            }
        }
        return nil
    }

    private func value(of definition: String, name: String, depth: Int) -> Quantity? {
        if definition == "!" { return Quantity(factor: 1, dimensions: [name: 1]) }
        if definition == "!dimensionless" { return .one }
        var parser = Expression(tokens: Self.tokens(of: definition)) { self.unit(named: $0, depth: depth + 1) }
        return parser.parse()
    }

    /// The singular forms `units` tries for a plural: "feet" is defined, "inches" → "inch",
    /// "calories" → "calory" and "calorie".
    private static func singulars(of name: String) -> [String] {
        var forms: [String] = []
        if name.hasSuffix("s"), name.count > 2 { forms.append(String(name.dropLast())) }
        if name.hasSuffix("es"), name.count > 3 { forms.append(String(name.dropLast(2))) }
        if name.hasSuffix("ies"), name.count > 4 { forms.append(String(name.dropLast(3)) + "y") }
        return forms
    }

    /// The units and prefixes the file defines for US English in the default unit system:
    /// blocks for another locale, or for a variable set otherwise, are skipped.
    private static func parse(_ bytes: [UInt8]) -> (units: [String: String], prefixes: [String: String]) {
        var units: [String: String] = [:]
        var prefixes: [String: String] = [:]
        var variables: [String: String] = [:]
        var skipping: [Bool] = []
        var inOtherLocale = false
        for words in logicalLines(bytes) {
            guard let first = words.first else { continue }
            let active = !inOtherLocale && !skipping.contains(true)
            switch first {
            case "!locale": inOtherLocale = words.count > 1 && words[1] != "en_US"
            case "!endlocale": inOtherLocale = false
            case "!set" where active && words.count > 2 && variables[words[1]] == nil: variables[words[1]] = words[2]
            case "!var", "!varnot":
                let isSet = words.count > 1 && words.dropFirst(2).contains(variables[words[1]] ?? "")
                skipping.append(first == "!var" ? !isSet : isSet)
            case "!endvar": _ = skipping.popLast()
            default:
                guard active, !first.hasPrefix("!"), words.count > 1, !first.contains("("), !first.contains("[") else { continue }
                let definition = words.dropFirst().joined(separator: " ")
                if first.hasSuffix("-") { prefixes[String(first.dropLast())] = definition } else { units[first] = definition }
            }
        }
        return (units, prefixes)
    }

    /// The words of each line of the file, without comments (`#` to the line's end), a line
    /// ending in `\` joined to the next. Read as bytes: the file is ASCII but for a few names.
    private static func logicalLines(_ bytes: [UInt8]) -> [[String]] {
        var lines: [[String]] = []
        var words: [String] = []
        var word: [UInt8] = []
        var inComment = false
        var continues = false
        func endWord() {
            if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"):
                endWord()
                inComment = false
                if continues {
                    continues = false
                } else {
                    lines.append(words)
                    words.removeAll()
                }
            case _ where inComment: continue
            case UInt8(ascii: "#"): inComment = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): endWord()
            case UInt8(ascii: "\\"): continues = true
            default:
                if continues {
                    word.append(UInt8(ascii: "\\"))
                    continues = false
                }
                word.append(byte)
            }
        }
        endWord()
        lines.append(words)
        return lines
    }

    /// The tokens of a definition: numbers and names, and the operators `*`, `/`, `^`, `(`, `)`.
    private static func tokens(of definition: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in definition {
            if character.isWhitespace || "*/^()".contains(character) {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                if !character.isWhitespace { tokens.append(String(character)) }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// A definition read as `units` reads it: numbers (with `|` for a fraction), names, `^` with a
    /// whole exponent, products by a space, then `*` and `/` from left to right, and
    /// parentheses. Anything else (sums, functions) is no quantity.
    private struct Expression {
        let tokens: [String]
        let unitNamed: (String) -> Quantity?
        var position = 0

        mutating func parse() -> Quantity? {
            guard let value = product(), position == tokens.count else { return nil }
            return value
        }

        private mutating func product() -> Quantity? {
            guard var value = juxtaposed() else { return nil }
            while position < tokens.count, tokens[position] == "*" || tokens[position] == "/" {
                let divides = tokens[position] == "/"
                position += 1
                guard let next = juxtaposed() else { return nil }
                value = value.times(divides ? next.power(-1) : next)
            }
            return value
        }

        private mutating func juxtaposed() -> Quantity? {
            guard var value = powered() else { return nil }
            while position < tokens.count, !["*", "/", ")"].contains(tokens[position]) {
                guard let next = powered() else { return nil }
                value = value.times(next)
            }
            return value
        }

        private mutating func powered() -> Quantity? {
            guard let base = primary() else { return nil }
            guard position + 1 < tokens.count, tokens[position] == "^", let exponent = Int(tokens[position + 1]) else { return base }
            position += 2
            return base.power(exponent)
        }

        private mutating func primary() -> Quantity? {
            guard position < tokens.count else { return nil }
            let token = tokens[position]
            position += 1
            if token == "(" {
                guard let inner = product(), position < tokens.count, tokens[position] == ")" else { return nil }
                position += 1
                return inner
            }
            if let first = token.first, first.isNumber || first == "." {
                let parts = token.split(separator: "|")
                guard let numerator = parts.first.flatMap({ Double($0) }) else { return nil }
                guard parts.count == 2 else { return parts.count == 1 ? Quantity(factor: numerator, dimensions: [:]) : nil }
                guard let denominator = Double(parts[1]), denominator != 0 else { return nil }
                return Quantity(factor: numerator / denominator, dimensions: [:])
            }
            if let unit = unitNamed(token) { return unit }
            // "cm3": a name and the power it is raised to.
            if let last = token.last, let exponent = last.wholeNumberValue, exponent > 1, let unit = unitNamed(String(token.dropLast())) {
                return unit.power(exponent)
            }
            return nil
        }
    }
}
