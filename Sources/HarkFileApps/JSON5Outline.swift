/// A JSON5 text read for people: its value, the line each value starts on and the order of each
/// object's keys, by key path (`intents[0].parameters[1].type`), and every problem of the text
/// with its line. A missing comma or a key given twice is reported and read past, so the
/// file's other problems can be reported with it; a text that cannot be read on (an unclosed
/// string or brace) stops reading with one problem saying where it began.
///
///     let outline = JSON5Outline("{ a: [1, 2] }")
///     outline.line(of: "a[1]")   // 1
///     outline.value              // .object(["a": .array([.integer(1), .integer(2)])])
struct JSON5Outline {
    var lines: [String: Int] = [:]
    var keyOrder: [String: [String]] = [:]
    /// What the text holds; nil when reading had to stop.
    private(set) var value: JSONValue?
    /// Every problem, in the order read.
    var problems: [JSON5Problem] = []

    init(_ text: String) {
        var scanner = JSON5Scanner(characters: Array(text.unicodeScalars))
        do throws(JSON5Problem) {
            try scanner.skipSpace()
            let value = try scanner.value(at: "", into: &self)
            try scanner.skipSpace()
            if !scanner.atEnd { throw scanner.syntax("unexpected “\(scanner.current)” after the end of the file's object") }
            self.value = value
        } catch {
            // The end of the file is on its last line, not the one after the final newline.
            let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            problems.append(JSON5Problem(line: min(error.line, max(lastLine, 1)), keyPath: error.keyPath, message: error.message))
        }
    }

    /// The line a value starts on.
    func line(of path: String) -> Int? { lines[path] }

    /// An object's keys in the order they were written.
    func keys(of path: String) -> [String] { keyOrder[path] ?? [] }
}

/// A problem of a JSON5 text: its line, the key path where it is (empty when none), and the
/// sentence, which begins "syntax error:" when the text is not JSON5 at all.
struct JSON5Problem: Error {
    let line: Int
    var keyPath = ""
    let message: String
}
