/// One mistake in an app file, said in one line: the file, where in it (the line, and the key
/// path such as `intents[0].parameters[1].type`), what is wrong and what would be right.
///
///     Brewer.app.json5:9: intents[0].parameters[1].type: unknown type “integr”; use one of integer, number, boolean, text, enum, date.
public struct AppFileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    /// Empty for the file as a whole.
    public let keyPath: String
    public let message: String

    public init(file: String, line: Int?, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        let sentence = message.hasSuffix(".") || message.hasSuffix("?") ? message : message + "."
        return keyPath.isEmpty ? "\(place): \(sentence)" : "\(place): \(keyPath): \(sentence)"
    }
}
