import Foundation
import HarkKit

/// A snippet drawn as a boxed card that fits the terminal: values wrap at word boundaries
/// under their column, and an over-long title is cut with “…”. Transcripts use
/// `ReplyLines.snippetLines` instead, which does not depend on the width.
///
///     SnippetCard.lines(Snippet(title: "Calming", rows: [.init(label: "Length", value: "10 minutes")]), width: 30)
///     // ┌ Calming ───────────┐ …
enum SnippetCard {
    /// The narrowest card drawn; a narrower terminal still gets this width.
    static let minimumWidth = 20

    static func lines(_ snippet: Snippet, width: Int) -> [String] {
        let labelWidth = snippet.rows.map(\.label.count).max() ?? 0
        let natural = max(snippet.title.count + 2, snippet.rows.map { labelWidth + 2 + $0.value.count }.max() ?? 0)
        let inner = min(natural, max(width, minimumWidth) - 4)
        let valueWidth = max(inner - labelWidth - 2, 1)
        var lines = ["┌─" + String(cut(" \(snippet.title) ", to: inner)).padding(toLength: inner, withPad: "─", startingAt: 0) + "─┐"]
        for row in snippet.rows {
            for (index, part) in wrap(row.value, to: valueWidth).enumerated() {
                let label = index == 0 ? row.label : ""
                let text = label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  " + part
                lines.append("│ " + text.padding(toLength: inner, withPad: " ", startingAt: 0) + " │")
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

    private static func cut(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 2)) + "… "
    }

    /// The terminal's width in columns: the window's, else $COLUMNS, else 80.
    static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    }
}
