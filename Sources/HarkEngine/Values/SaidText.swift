import Foundation

/// A text value as the person wrote it: the matcher reads words lowercased, but "Body Scan" in
/// "add a session named Body Scan" is a name, and keeps its capitals.
enum SaidText {
    /// `words` as they stand in `text` (case and accents as written), or `words` when `text` does
    /// not hold them as one run.
    static func asWritten(_ words: String, in text: String) -> String {
        text.range(of: words, options: [.caseInsensitive, .diacriticInsensitive]).map { String(text[$0]) } ?? words
    }
}
