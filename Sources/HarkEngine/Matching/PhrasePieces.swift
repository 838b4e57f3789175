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
        let bytes = text.utf8
        var rest = bytes.startIndex
        while let open = bytes[rest...].firstIndex(of: UInt8(ascii: "{")),
              let close = bytes[open...].firstIndex(of: UInt8(ascii: "}"))
        {
            pieces.append(.literal(String(text[rest..<open])))
            pieces.append(.placeholder(String(text[bytes.index(after: open)..<close])))
            rest = bytes.index(after: close)
        }
        pieces.append(.literal(String(text[rest...])))
        return pieces
    }
}
