@preconcurrency import CEditLine
import Foundation

/// Drawing the line again where libedit's picture of the screen no longer holds: after the
/// window was resized (libedit forgets what it drew, so Ctrl-U then typing left old text on
/// the screen), and after Ctrl-Z and `fg` (the terminal came back as the shell left it: the
/// prompt was gone and the first line typed was echoed twice).
enum LineRedraw {
    /// The key `KeyReader` hands libedit after a resize (Ctrl-], which redraws when pressed too).
    static let key: Int32 = 0x1D
    /// The key `KeyReader` hands libedit after `fg` (Ctrl-backslash, which a terminal never
    /// sends as a key: it quits).
    static let resumeKey: Int32 = 0x1C

    /// The terminal's settings outside the line editor, taken before libedit first changes them.
    /// `nonisolated(unsafe)` is safe here: written once before the REPL reads, then only read
    /// (by the SIGTSTP handler too, with tcsetattr, which a handler may call).
    nonisolated(unsafe) private static var outside = termios()
    /// How many columns the prompt takes on screen; set and read only on the REPL's thread.
    nonisolated(unsafe) static var promptWidth = 0

    /// Binds the keys; libedit must have started (`using_history` starts it).
    static func install() {
        tcgetattr(STDIN_FILENO, &outside)
        rl_add_defun("hark-redraw", { _, _ in LineRedraw.afterResize() }, key)
        rl_add_defun("hark-resume", { _, _ in LineRedraw.afterResume() }, resumeKey)
    }

    /// Clears the lines the prompt and the line take (as the terminal now lays them out), then
    /// lets libedit learn the new width and draw them afresh.
    static func afterResize() -> Int32 {
        clearLine()
        rl_resize_terminal()
        rl_forced_update_display()
        return 0
    }

    /// Moves to where the prompt begins and clears the screen below it.
    static func clearLine() {
        let columns = max(SnippetCard.terminalWidth(), 1)
        let typed = rl_line_buffer.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(max(rl_point, 0))), as: UTF8.self) } ?? ""
        let rows = (promptWidth + typed.count) / columns
        write("\r" + (rows > 0 ? "\u{1B}[\(rows)A" : "") + "\u{1B}[J")
    }

    /// Ctrl-Z (SIGTSTP), in its signal handler: gives the terminal back as it was before
    /// editing, stops as the shell asks, and on `fg` takes the terminal again; `KeyReader` then
    /// hands libedit `resumeKey`, so the prompt and the line are drawn again at once.
    static func suspend() {
        var editing = termios()
        tcgetattr(STDIN_FILENO, &editing)
        tcsetattr(STDIN_FILENO, TCSADRAIN, &outside)
        signal(SIGTSTP, SIG_DFL)
        kill(getpid(), SIGTSTP)
        SignalTrap.installSuspend()
        tcsetattr(STDIN_FILENO, TCSADRAIN, &editing)
        SignalTrap.resumed = 1
    }

    /// After `fg`: the shell has left the cursor at the start of a line.
    static func afterResume() -> Int32 {
        write("\r\u{1B}[J")
        rl_forced_update_display()
        return 0
    }

    static func write(_ text: String) {
        Output.write(text)
        Output.flush()
    }
}
