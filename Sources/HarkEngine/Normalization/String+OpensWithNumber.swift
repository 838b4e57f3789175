extension StringProtocol {
    /// Whether the first character is a number, as `first?.isNumber == true` says, read off the
    /// first byte when it is ASCII (where only the digits are numbers): making the `Character`
    /// and reading its Unicode properties cost more than the rest of a word's reading.
    var opensWithNumber: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        return first?.isNumber == true
    }
}
