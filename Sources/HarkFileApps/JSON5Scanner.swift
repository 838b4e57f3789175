/// Reads JSON5 one character at a time for `JSON5Outline`, keeping the line it is on.
struct JSON5Scanner {
    let characters: [Unicode.Scalar]
    var position = 0
    var line = 1
    /// How many lists and objects enclose the current position.
    var depth = 0
    /// The deepest nesting read; an app file needs a handful, and reading deeper would exhaust
    /// the stack.
    static let maximumDepth = 64

    var atEnd: Bool { position >= characters.count }
    var current: Character { atEnd ? " " : Character(characters[position]) }

    func syntax(_ message: String, line: Int? = nil) -> JSON5Problem {
        JSON5Problem(line: line ?? self.line, message: "syntax error: \(message)")
    }

    mutating func advance() {
        if characters[position] == "\n" { line += 1 }
        position += 1
    }

    mutating func skipSpace() throws(JSON5Problem) {
        while !atEnd {
            let scalar = characters[position]
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", position + 1 < characters.count, characters[position + 1] == "/" {
                while !atEnd, characters[position] != "\n" { advance() }
            } else if scalar == "/", position + 1 < characters.count, characters[position + 1] == "*" {
                let start = line
                position += 2
                while !atEnd, !(characters[position] == "*" && position + 1 < characters.count && characters[position + 1] == "/") {
                    advance()
                }
                if atEnd { throw syntax("a /* comment is never closed with */", line: start) }
                position += 2
            } else {
                return
            }
        }
    }

    mutating func value(at path: String, into outline: inout JSON5Outline) throws(JSON5Problem) -> JSONValue {
        outline.lines[path] = line
        guard !atEnd else { throw syntax("the file ends where a value should be") }
        switch characters[position] {
        case "{", "[":
            guard depth < Self.maximumDepth else { throw syntax("lists and objects nest more than \(Self.maximumDepth) deep here") }
            depth += 1
            defer { depth -= 1 }
            return characters[position] == "{" ? try object(at: path, into: &outline) : try array(at: path, into: &outline)
        case "\"", "'": return .string(try string())
        default:
            let word = bareWord()
            guard !word.isEmpty else { throw syntax("unexpected “\(current)” where a value should be") }
            guard let literal = Self.literal(word) else { throw syntax("“\(word)” is not a value; put text in quotes (\"\(word)\")") }
            if case .number(let number) = literal, number.isInfinite, !word.hasSuffix("Infinity") {
                outline.problems.append(JSON5Problem(line: line, keyPath: path, message: "this number is too large to hold"))
            }
            return literal
        }
    }

    /// `true`, `12`, `-0x1F`, `2.5e3`, `NaN`: the value a bare word stands for, if any.
    private static func literal(_ word: String) -> JSONValue? {
        switch word {
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        case "null": return .null
        default: break
        }
        let negative = word.hasPrefix("-")
        let unsigned = word.drop { $0 == "+" || $0 == "-" }
        guard word.count - unsigned.count <= 1 else { return nil }
        if unsigned.lowercased().hasPrefix("0x") {
            return Int(unsigned.dropFirst(2), radix: 16).map { .integer(negative ? -$0 : $0) }
        }
        if unsigned == "Infinity" { return .number(negative ? -.infinity : .infinity) }
        if unsigned == "NaN" { return .number(.nan) }
        guard unsigned.first?.isNumber == true || unsigned.first == "." else { return nil }
        let signed = (negative ? "-" : "") + unsigned
        if let integer = Int(signed) { return .integer(integer) }
        guard let number = Double(signed) else { return nil }
        if number.rounded() == number, abs(number) < 9_007_199_254_740_992 { return .integer(Int(number)) }
        return .number(number)
    }

    /// Whether a key and its “:” come next, where a list's item should.
    private func startsKey() -> Bool {
        var copy = self
        if current == "\"" || current == "'" {
            guard (try? copy.string()) != nil else { return false }
        } else if copy.bareWord().isEmpty {
            return false
        }
        guard (try? copy.skipSpace()) != nil else { return false }
        return copy.current == ":"
    }

    /// The word (or character) at the current position, without moving past it.
    func peekWord() -> String {
        var copy = self
        if current == "\"" || current == "'" { copy.advance() }
        let word = copy.bareWord()
        return word.isEmpty ? String(current) : word
    }

    private mutating func bareWord() -> String {
        var word = ""
        while !atEnd {
            let scalar = characters[position]
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+-.".unicodeScalars.contains(scalar) else {
                break
            }
            word.unicodeScalars.append(scalar)
            advance()
        }
        return word
    }

    private mutating func string() throws(JSON5Problem) -> String {
        let quote = characters[position]
        let start = line
        advance()
        var text = ""
        while !atEnd, characters[position] != quote {
            if characters[position] == "\n" { throw syntax("a string is not closed on its line", line: start) }
            if characters[position] == "\\" {
                advance()
                guard !atEnd else { break }
                text.unicodeScalars.append(contentsOf: escaped())
            } else {
                text.unicodeScalars.append(characters[position])
                advance()
            }
        }
        if atEnd { throw syntax("a string is never closed", line: start) }
        advance()
        return text
    }

    /// The character or characters an escape after `\` stands for, moving past it.
    private mutating func escaped() -> [Unicode.Scalar] {
        let scalar = characters[position]
        advance()
        switch scalar {
        case "n": return ["\n"]
        case "t": return ["\t"]
        case "r": return ["\r"]
        case "b": return ["\u{8}"]
        case "f": return ["\u{C}"]
        case "v": return ["\u{B}"]
        case "0": return ["\0"]
        case "\n": return []
        case "u", "x":
            let digits = scalar == "u" ? 4 : 2
            guard position + digits <= characters.count,
                let code = UInt32(String(String.UnicodeScalarView(characters[position..<position + digits])), radix: 16),
                let decoded = Unicode.Scalar(code)
            else { return [scalar] }
            position += digits
            return [decoded]
        default: return [scalar]
        }
    }

    private mutating func object(at path: String, into outline: inout JSON5Outline) throws(JSON5Problem) -> JSONValue {
        let opened = line
        advance()
        var keys: [String] = []
        var members: [String: JSONValue] = [:]
        while true {
            try skipSpace()
            if atEnd { throw syntax("an unclosed “{” opened at line \(opened); close it with “}”", line: opened) }
            if current == "}" { break }
            if current == "]" { throw syntax("“]” ends a list, but the “{” opened at line \(opened) is not closed; add “}” before it") }
            let keyLine = line
            let key: String
            if current == "\"" || current == "'" {
                key = try string()
            } else {
                key = bareWord()
                guard !key.isEmpty else { throw syntax("expected a key or “}”, found “\(current)”") }
            }
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            let firstLine = outline.lines[keyPath]
            try skipSpace()
            guard current == ":" else { throw syntax("expected “:” after the key “\(key)”") }
            advance()
            try skipSpace()
            let item = try value(at: keyPath, into: &outline)
            if let firstLine, keys.contains(key) {
                outline.lines[keyPath] = firstLine
                outline.problems.append(
                    JSON5Problem(line: keyLine, keyPath: keyPath, message: "duplicate key “\(key)” (first given on line \(firstLine)); keep one"))
            } else {
                keys.append(key)
                members[key] = item
            }
            try skipSpace()
            if current == "," {
                advance()
                continue
            }
            if atEnd { throw syntax("an unclosed “{” opened at line \(opened); close it with “}”", line: opened) }
            if current == "}" { break }
            outline.problems.append(syntax("a comma is missing between “\(key)” and what follows it (“\(peekWord())”)"))
        }
        advance()
        outline.keyOrder[path] = keys
        return .object(members)
    }

    private mutating func array(at path: String, into outline: inout JSON5Outline) throws(JSON5Problem) -> JSONValue {
        let opened = line
        advance()
        var items: [JSONValue] = []
        while true {
            try skipSpace()
            if atEnd { throw syntax("an unclosed “[” opened at line \(opened); close it with “]”", line: opened) }
            if current == "]" { break }
            if current == "}" || startsKey() {
                throw syntax("the list “[” opened at line \(opened) is not closed; add “]” before “\(peekWord())”")
            }
            items.append(try value(at: "\(path)[\(items.count)]", into: &outline))
            try skipSpace()
            if current == "," {
                advance()
                continue
            }
            if atEnd { throw syntax("an unclosed “[” opened at line \(opened); close it with “]”", line: opened) }
            if current == "]" { break }
            outline.problems.append(syntax("a comma is missing between two items of a list, before “\(peekWord())”"))
        }
        advance()
        return .array(items)
    }
}
