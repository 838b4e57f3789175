@preconcurrency import CEditLine
import Foundation

/// Ctrl-R: searches history, newest first, for lines that contain what is typed, showing
/// `history search “wat”: Log 8 ounces of water in Hydrator` in place of libedit's bare `bck:`.
/// Ctrl-R again goes to an older match; Enter runs the match; Esc, Ctrl-G or an arrow leaves
/// the line as it was; Backspace edits the search.
enum HistorySearch {
    static let key: Int32 = 0x12

    static func install() {
        rl_add_defun("hark-history-search", { _, _ in HistorySearch.run() }, key)
    }

    static func run() -> Int32 {
        var query = ""
        var skipped = 0
        var match: String?
        LineRedraw.clearLine()
        search: while true {
            let found = matches(of: query)
            match = found.isEmpty ? nil : found[min(skipped, found.count - 1)]
            draw(query: query, match: match)
            guard let key = KeyReader.nextScalar() else { break }
            switch key {
            case "\r", "\n":
                if let match {
                    rl_replace_line(match, 0)
                    KeyReader.waiting = Int32(UInt8(ascii: "\r"))
                }
                break search
            case "\u{12}": skipped += 1
            case "\u{7F}", "\u{8}":
                if !query.isEmpty { query.removeLast() }
                skipped = 0
            case "\u{1B}":
                KeyReader.skipEscapeSequence()
                break search
            case "\u{7}": break search
            default:
                guard key.value >= 0x20 else { continue }
                query.unicodeScalars.append(key)
                skipped = 0
            }
        }
        LineRedraw.write("\r\u{1B}[J")
        rl_forced_update_display()
        return 0
    }

    /// History lines containing `query` (any case), newest first, each once.
    static func matches(of query: String) -> [String] {
        guard !query.isEmpty else { return [] }
        var seen = Set<String>()
        var lines: [String] = []
        for offset in stride(from: history_length - 1, through: 0, by: -1) {
            guard let entry = history_get(history_base + offset), let text = entry.pointee.line else { continue }
            let line = String(cString: text)
            if line.localizedCaseInsensitiveContains(query), seen.insert(line).inserted { lines.append(line) }
        }
        return lines
    }

    private static func draw(query: String, match: String?) {
        let found = match ?? (query.isEmpty ? "type what the line contains" : "no match")
        let text = "history search “\(query)”: \(found)"
        let width = max(SnippetCard.terminalWidth() - 1, 1)
        LineRedraw.write("\r\u{1B}[K" + String(text.prefix(width)))
    }
}
