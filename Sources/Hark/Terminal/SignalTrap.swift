import Foundation

/// Ctrl-C sets a flag and interrupts `readline` (no SA_RESTART); the process lives on.
enum SignalTrap {
    /// Set by the SIGINT handler, a C function that can reach only globals; a signal handler may
    /// touch nothing but a `sig_atomic_t`, so no lock can guard it. `nonisolated(unsafe)` is
    /// safe here: the handler only stores 1, and the REPL's thread only reads and clears it.
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0
    /// Set by the SIGWINCH handler, and by the SIGTSTP handler once the REPL runs again, on
    /// the same terms.
    nonisolated(unsafe) static var resized: sig_atomic_t = 0
    nonisolated(unsafe) static var resumed: sig_atomic_t = 0

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
        installSuspend()
    }

    /// Ctrl-Z: `LineRedraw.suspend`. SA_NODEFER lets it stop the process from inside the
    /// handler; without SA_RESTART, `fg` ends the read that was waiting, so the line is drawn
    /// again at once.
    static func installSuspend() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in LineRedraw.suspend() }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_NODEFER
        sigaction(SIGTSTP, &action, nil)
    }

    /// A resized window is noted, and the line is drawn again at the new width before the next
    /// key edits it (`KeyReader`). SA_RESTART keeps `readline` reading.
    private static func installResize() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in SignalTrap.resized = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGWINCH, &action, nil)
    }

    /// Whether the REPL was stopped and brought back since the last call.
    static func takeResume() -> Bool {
        defer { resumed = 0 }
        return resumed != 0
    }

    /// Whether the window was resized since the last call.
    static func takeResize() -> Bool {
        defer { resized = 0 }
        return resized != 0
    }

    /// Whether Ctrl-C was pressed since the last call.
    static func takeInterrupt() -> Bool {
        defer { interrupted = 0 }
        return interrupted != 0
    }
}
