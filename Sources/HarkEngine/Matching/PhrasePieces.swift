/// Splits a registered phrase into literal text and `{name}` placeholders.
enum PhrasePieces {
    enum Piece: Equatable {
        case literal(String)
        case placeholder(String)
    }

    /// "Log {ounces} ounces" → literal "Log ", placeholder "ounces", literal " ounces".
    /// An unclosed brace is kept as literal text.
    static func split(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            pieces.append(.literal(String(rest[..<open])))
            pieces.append(.placeholder(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(.literal(String(rest)))
        return pieces
    }
}
