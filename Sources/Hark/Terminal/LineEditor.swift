@preconcurrency import CEditLine
import Foundation

/// libedit's line editor: editing, history kept in a file (0600, capped, no repeats), tab
/// completion, and Ctrl-C that interrupts the line instead of the process. With no history
/// file (a store in memory), history lasts only while Hark runs.
final class LineEditor {
    enum Input {
        case line(String)
        /// Ctrl-C: the line was abandoned.
        case interrupt
        /// Ctrl-D on an empty line, or the terminal went away.
        case end
    }

    static let historyLimit: Int32 = 1000
    private let historyPath: String?
    private var lastEntry: String?

    init(historyPath: String?, completions: @escaping (String) -> [String]) {
        self.historyPath = historyPath
        setlocale(LC_CTYPE, "")
        rl_readline_name = UnsafePointer(strdup("hark"))
        rl_catch_signals = 0
        completionSource = completions
        rl_attempted_completion_function = completeWord
        rl_completion_entry_function = noFileNames
        KeyReader.install()
        using_history()
        LineRedraw.install()
        HistorySearch.install()
        stifle_history(Self.historyLimit)
        if let historyPath { read_history(historyPath) }
        if history_length > 0, let entry = history_get(history_base + history_length - 1), let text = entry.pointee.line {
            lastEntry = String(cString: text)
        }
        SignalTrap.install()
    }

    /// One line; `masked`, for a sensitive answer, shown as “•” and kept from libedit (and so
    /// from its history and its redrawing).
    func read(prompt: String, masked: Bool = false) -> Input {
        Output.flush()
        // A Ctrl-C that came while the last answer was being handled counts now.
        if SignalTrap.takeInterrupt() { return .interrupt }
        if masked { return MaskedReader.read(prompt: prompt) }
        LineRedraw.promptWidth = Self.visibleWidth(of: prompt)
        guard let raw = readline(prompt) else {
            return SignalTrap.takeInterrupt() ? .interrupt : .end
        }
        defer { free(raw) }
        _ = SignalTrap.takeInterrupt()
        return .line(String(cString: raw))
    }

    /// The columns a prompt takes: its characters, less those marked invisible (\u{1}…\u{2}).
    static func visibleWidth(of prompt: String) -> Int {
        var width = 0
        var visible = true
        for character in prompt {
            if character == "\u{01}" { visible = false } else if character == "\u{02}" { visible = true } else if visible { width += 1 }
        }
        return width
    }

    /// Adds a line to history and saves it, unless it repeats the last one or is blank.
    func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty, line != lastEntry else { return }
        add_history(line)
        lastEntry = line
        save()
    }

    private func save() {
        guard let historyPath else { return }
        let previousMask = umask(0o077)
        write_history(historyPath)
        umask(previousMask)
    }
}

/// The words that complete the one under the cursor, given the line up to it.
///
/// A global because libedit's completion callback is a C function that can capture nothing.
/// `nonisolated(unsafe)` is safe here: it is set and read only on the thread that runs the REPL
/// (libedit calls `completeWord` from inside `readline`, on that thread).
nonisolated(unsafe) private var completionSource: ((String) -> [String])?

private func completeWord(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    guard let buffer = rl_line_buffer, let source = completionSource else { return nil }
    let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: Int(end)), as: UTF8.self)
    let words = source(line)
    guard !words.isEmpty else { return nil }
    let matches = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: words.count + 2)
    matches[0] = strdup(commonPrefix(words))
    for (offset, word) in words.enumerated() { matches[offset + 1] = strdup(word) }
    matches[words.count + 1] = nil
    return matches
}

private func noFileNames(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? { nil }

private func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first else { return "" }
    for word in words.dropFirst() {
        while !word.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
}
