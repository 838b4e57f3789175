import Foundation

/// Reads the answer to a sensitive question (a PIN) as a password prompt does: each character
/// typed is shown as “•”, never as itself. Backspace and Ctrl-U edit, Enter ends the answer,
/// Ctrl-C interrupts, and Ctrl-D on an empty answer ends input.
enum MaskedReader {
    static let mask = "•"

    static func read(prompt: String) -> LineEditor.Input {
        Output.write(prompt.filter { $0 != "\u{01}" && $0 != "\u{02}" })
        Output.flush()
        var saved = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if isTerminal {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &quiet.c_cc) { characters in
                characters[Int(VMIN)] = 1
                characters[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSADRAIN, &quiet)
        }
        defer { if isTerminal { tcsetattr(STDIN_FILENO, TCSADRAIN, &saved) } }
        var typed: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            let count = Foundation.read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR {
                if SignalTrap.takeInterrupt() { return .interrupt }
                continue
            }
            guard count == 1 else { return .end }
            switch byte {
            case 0x0A, 0x0D:
                show("\n")
                return .line(String(decoding: typed, as: UTF8.self))
            case 0x04 where typed.isEmpty:
                show("\n")
                return .end
            case 0x7F, 0x08:
                if erase(from: &typed) { show("\u{8} \u{8}") }
            case 0x15:
                while erase(from: &typed) { show("\u{8} \u{8}") }
            case 0x20..., 0x09:
                typed.append(byte)
                // One mark per character: the bytes that continue a UTF-8 character add none.
                if byte & 0xC0 != 0x80 { show(mask) }
            default:
                continue
            }
        }
    }

    /// Removes the last character's bytes; false when there were none.
    private static func erase(from typed: inout [UInt8]) -> Bool {
        guard !typed.isEmpty else { return false }
        while let last = typed.popLast(), last & 0xC0 == 0x80 {}
        return true
    }

    private static func show(_ text: String) {
        Output.write(text)
        Output.flush()
    }
}
