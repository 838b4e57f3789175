import Foundation
import HarkKit

/// A snippet drawn as a boxed card that fits the terminal, however narrow: values wrap at word
/// boundaries under their column, or under their label when the column would leave them too
/// little room, and an over-long title or label is cut with “…”. Transcripts use
/// `ReplyLines.snippetLines` instead, which does not depend on the width.
///
///     SnippetCard.lines(Snippet(title: "Calming", rows: [.init(label: "Length", value: "10 minutes")]), width: 30)
///     // ┌ Calming ───────────┐ …
enum SnippetCard {
    /// The fewest columns a value is given beside its label; with fewer, it goes under it.
    static let minimumValueWidth = 8

    static func lines(_ snippet: Snippet, width: Int) -> [String] {
        let labelWidth = snippet.rows.map(\.label.count).max() ?? 0
        let natural = max(snippet.title.count + 2, snippet.rows.map { labelWidth + 2 + $0.value.count }.max() ?? 0)
        let inner = max(min(natural, width - 4), 3)
        let besideLabel = inner - labelWidth - 2 >= min(minimumValueWidth, snippet.rows.map(\.value.count).max() ?? 0)
        var lines = ["┌─" + String(cut(" \(snippet.title) ", to: inner)).padding(toLength: inner, withPad: "─", startingAt: 0) + "─┐"]
        func add(_ text: String) { lines.append("│ " + text.padding(toLength: inner, withPad: " ", startingAt: 0) + " │") }
        for row in snippet.rows {
            if besideLabel {
                for (index, part) in wrap(row.value, to: inner - labelWidth - 2).enumerated() {
                    add((index == 0 ? row.label : "").padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  " + part)
                }
            } else {
                add(cut(row.label, to: inner))
                wrap(row.value, to: max(inner - 2, 1)).forEach { add("  " + $0) }
            }
        }
        lines.append("└" + String(repeating: "─", count: inner + 2) + "┘")
        return lines
    }

    /// Words laid into lines of at most `width` characters; a longer word is split.
    static func wrap(_ text: String, to width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            var word = word
            while word.count > width {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(width)))
                word = String(word.dropFirst(width))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        return lines + (current.isEmpty && !lines.isEmpty ? [] : [current])
    }

    /// The text, or as much as fits in `width` with “…”.
    private static func cut(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        let ending = text.hasSuffix(" ") ? "… " : "…"
        return String(text.prefix(max(width - ending.count, 0))) + ending
    }

    /// The terminal's width in columns: the window's, else $COLUMNS, else 80.
    static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    }
}
