import Foundation
import Synchronization

/// Standard output (buffered, flushed at each turn) and standard error (immediate).
enum Output {
    /// What stdout has not been given yet; behind a lock, since replies may come from any thread.
    private static let buffer = Mutex<[UInt8]>([])
    private static let bufferLimit = 1 << 16

    static func write(_ text: String) {
        let isFull = buffer.withLock { buffer in
            buffer.append(contentsOf: text.utf8)
            return buffer.count >= bufferLimit
        }
        if isFull { flush() }
    }

    /// One line of text, or several joined by line feeds (help, a failure report); on a
    /// terminal, control characters in each line are shown as pictures (`VisibleText`), so what
    /// a file or a person typed cannot drive the terminal.
    static func line(_ text: String) {
        guard isTerminal else { return write(text + "\n") }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        write(lines.map { VisibleText.clean(String($0)) }.joined(separator: "\n") + "\n")
    }

    /// One line whose escape codes Hark added itself (the REPL's colours), its text already made
    /// visible.
    static func styledLine(_ text: String) {
        write(text + "\n")
    }

    private static let isTerminal = isatty(STDOUT_FILENO) == 1

    /// One sentence on stderr, after what stdout holds.
    static func error(_ text: String) {
        flush()
        writeAll(Array("hark: \(text)\n".utf8), to: STDERR_FILENO)
    }

    static func flush() {
        buffer.withLock { buffer in
            writeAll(buffer, to: STDOUT_FILENO)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
