@preconcurrency import CEditLine
import Foundation

/// Ctrl-C sets a flag and interrupts `readline` (no SA_RESTART); the process lives on.
enum SignalTrap {
    /// Set by the SIGINT handler, a C function that can reach only globals; a signal handler may
    /// touch nothing but a `sig_atomic_t`, so no lock can guard it. `nonisolated(unsafe)` is
    /// safe here: the handler only stores 1, and the REPL's thread only reads and clears it.
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0

    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in SignalTrap.interrupted = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may hand down SIGINT and SIGWINCH blocked; the REPL needs them delivered.
        var needed = sigset_t()
        sigemptyset(&needed)
        sigaddset(&needed, SIGINT)
        sigaddset(&needed, SIGWINCH)
        sigprocmask(SIG_UNBLOCK, &needed, nil)
        installResize()
    }

    /// A resized window: libedit learns the new width at once, as its own handler would do,
    /// so the line is redrawn right. SA_RESTART keeps `readline` reading.
    private static func installResize() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in rl_resize_terminal() }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGWINCH, &action, nil)
    }

    /// Whether Ctrl-C was pressed since the last call.
    static func takeInterrupt() -> Bool {
        defer { interrupted = 0 }
        return interrupted != 0
    }
}
