/// Text made safe to show on a terminal and to keep on one transcript line: control
/// characters become their visible Unicode pictures, so no input can move the cursor, change
/// colours, clear the screen or split a turn in two.
///
///     VisibleText.clean("wa\u{0}ter\u{1B}[2J")   // "wa␀ter␛[2J"
///     VisibleText.clean("8\tounces")              // "8 ounces"
///
/// C0 controls (U+0000–U+001F) become U+2400–U+241F (␀ … ␟), DEL becomes ␡, a tab becomes a
/// space, C1 controls (U+0080–U+009F) and the line and paragraph separators (U+2028, U+2029)
/// become U+FFFD. The pictures are symbols, which the matcher ignores as it ignores controls.
enum VisibleText {
    static func clean(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0xC2 }) else { return text }
        guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            cleaned.append(needsReplacing(scalar) ? replacement(for: scalar) : scalar)
        }
        return String(cleaned)
    }

    private static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: " "
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
