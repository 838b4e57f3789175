/// Where things are in a JSON5 text: the line each value starts on and the order of each
/// object's keys, by key path (`intents[0].parameters[1].type`), or the line of the first
/// syntax error. Foundation's `JSONDecoder` reads the values; it tells neither where a syntax
/// error is nor in which order keys were written, and people need both.
///
///     let outline = try JSON5Outline("{ a: [1, 2] }")
///     outline.line(of: "a[1]")   // 1
struct JSON5Outline {
    private(set) var lines: [String: Int] = [:]
    private(set) var keyOrder: [String: [String]] = [:]

    init(_ text: String) throws(JSON5SyntaxError) {
        var scanner = Scanner(characters: Array(text.unicodeScalars))
        try scanner.skipSpace()
        try scanner.value(at: "", into: &self)
        try scanner.skipSpace()
        if !scanner.atEnd { throw scanner.error("unexpected “\(scanner.current)” after the end of the file's object") }
    }

    /// The line a value starts on.
    func line(of path: String) -> Int? { lines[path] }

    /// An object's keys in the order they were written.
    func keys(of path: String) -> [String] { keyOrder[path] ?? [] }

    private struct Scanner {
        let characters: [Unicode.Scalar]
        var position = 0
        var line = 1

        var atEnd: Bool { position >= characters.count }
        var current: Character { atEnd ? " " : Character(characters[position]) }

        func error(_ message: String) -> JSON5SyntaxError { JSON5SyntaxError(line: line, message: message) }

        mutating func advance() {
            if characters[position] == "\n" { line += 1 }
            position += 1
        }

        mutating func skipSpace() throws(JSON5SyntaxError) {
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
                    if atEnd { throw JSON5SyntaxError(line: start, message: "a /* comment is never closed with */") }
                    position += 2
                } else {
                    return
                }
            }
        }

        mutating func value(at path: String, into outline: inout JSON5Outline) throws(JSON5SyntaxError) {
            outline.lines[path] = line
            guard !atEnd else { throw error("the file ends where a value should be") }
            switch characters[position] {
            case "{": try object(at: path, into: &outline)
            case "[": try array(at: path, into: &outline)
            case "\"", "'": _ = try string()
            default:
                let word = bareWord()
                guard !word.isEmpty else { throw error("unexpected “\(current)” where a value should be") }
                guard Self.isLiteral(word) else {
                    throw error("“\(word)” is not a value; put text in quotes (\"\(word)\")")
                }
            }
        }

        private static func isLiteral(_ word: String) -> Bool {
            if ["true", "false", "null", "Infinity", "-Infinity", "+Infinity", "NaN"].contains(word) { return true }
            let unsigned = word.drop { $0 == "+" || $0 == "-" }
            if unsigned.lowercased().hasPrefix("0x") { return Int(unsigned.dropFirst(2), radix: 16) != nil }
            return Double(unsigned) != nil
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

        private mutating func string() throws(JSON5SyntaxError) -> String {
            let quote = characters[position]
            let start = line
            advance()
            var text = ""
            while !atEnd, characters[position] != quote {
                if characters[position] == "\n" { throw JSON5SyntaxError(line: start, message: "a string is not closed on its line") }
                if characters[position] == "\\" { advance() }
                if !atEnd {
                    text.unicodeScalars.append(characters[position])
                    advance()
                }
            }
            if atEnd { throw JSON5SyntaxError(line: start, message: "a string is never closed") }
            advance()
            return text
        }

        private mutating func object(at path: String, into outline: inout JSON5Outline) throws(JSON5SyntaxError) {
            advance()
            var keys: [String] = []
            while true {
                try skipSpace()
                if current == "}" { break }
                let key: String
                if current == "\"" || current == "'" {
                    key = try string()
                } else {
                    key = bareWord()
                    guard !key.isEmpty else { throw error("expected a key or “}”, found “\(current)”") }
                }
                if keys.contains(key) { throw error("the key “\(key)” is given twice in one object") }
                keys.append(key)
                try skipSpace()
                guard current == ":" else { throw error("expected “:” after the key “\(key)”") }
                advance()
                try skipSpace()
                try value(at: path.isEmpty ? key : "\(path).\(key)", into: &outline)
                try skipSpace()
                if current == "," {
                    advance()
                    continue
                }
                if atEnd { throw error("the file ends before “}” closes an object") }
                guard current == "}" else { throw error("a comma is missing between “\(key)” and what follows it (“\(peekWord())”)") }
                break
            }
            advance()
            outline.keyOrder[path] = keys
        }

        private mutating func array(at path: String, into outline: inout JSON5Outline) throws(JSON5SyntaxError) {
            advance()
            var index = 0
            while true {
                try skipSpace()
                if current == "]" { break }
                try value(at: "\(path)[\(index)]", into: &outline)
                index += 1
                try skipSpace()
                if current == "," {
                    advance()
                    continue
                }
                if atEnd { throw error("the file ends before “]” closes a list") }
                guard current == "]" else { throw error("a comma is missing between two items of a list, before “\(peekWord())”") }
                break
            }
            advance()
        }
    }
}

/// A JSON5 text that cannot be read, with the line where reading stopped.
struct JSON5SyntaxError: Error {
    let line: Int
    let message: String
}
