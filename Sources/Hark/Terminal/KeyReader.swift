@preconcurrency import CEditLine
import Foundation

/// Where libedit reads its keys (`rl_getc_function`): standard input, one character at a time
/// (UTF-8 decoded, as libedit takes whole characters from it). Before the first key after the
/// window was resized, it hands libedit `LineRedraw.key`, so the line is drawn again at the new
/// width before that key edits it, and after `fg` `LineRedraw.resumeKey`; Ctrl-C ends the
/// read, as libedit's own reading did.
enum KeyReader {
    /// A key to hand over before reading another: the one that came after a resize, or Enter
    /// when history search ran its match. `nonisolated(unsafe)` is safe here: libedit reads
    /// keys only on the REPL's thread, inside `readline`, and only that thread sets it.
    nonisolated(unsafe) static var waiting: Int32?

    /// Installs the reader; before libedit starts, which reads the setting once.
    static func install() {
        rl_getc_function = { _ in KeyReader.next() }
    }

    /// The next character for libedit, or -1 at the end of input or on Ctrl-C.
    static func next() -> Int32 {
        if let key = waiting {
            waiting = nil
            return key
        }
        if SignalTrap.takeResume() { return LineRedraw.resumeKey }
        guard let key = nextScalar() else { return SignalTrap.takeResume() ? LineRedraw.resumeKey : -1 }
        if SignalTrap.takeResize() {
            waiting = Int32(bitPattern: key.value)
            return LineRedraw.key
        }
        return Int32(bitPattern: key.value)
    }

    /// The next character typed, or nil at the end of input or on Ctrl-C (which stays pending
    /// for `LineEditor` to see).
    static func nextScalar() -> Unicode.Scalar? {
        guard let first = nextByte() else { return nil }
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard length > 1 else { return Unicode.Scalar(first) }
        var bytes = [first]
        while bytes.count < length, let byte = nextByte() { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.first
    }

    /// After Esc, the rest of a key's escape sequence (an arrow's `[A`), if it follows at once.
    static func skipEscapeSequence() {
        var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 30) == 1, let second = nextByte(), second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else { return }
        while let byte = nextByte(), !(0x40...0x7E).contains(byte) {}
    }

    private static func nextByte() -> UInt8? {
        while SignalTrap.interrupted == 0, SignalTrap.resumed == 0 {
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count == 0 || errno != EINTR { return nil }
        }
        return nil
    }
}
