import Foundation

/// The real `hark` binary in a tmux pane: type keys, read the screen.
final class TerminalSession {
    let socket = "hark-test-\(UUID().uuidString.prefix(8))"
    let folder: String

    /// Starts `hark` with the given arguments and environment in a fresh tmux server; with
    /// `jobControl`, from an interactive bash, so that Ctrl-Z stops it and `fg` brings it back.
    init(arguments: [String] = [], environment: [String: String] = [:], folder: String? = nil, jobControl: Bool = false) throws {
        guard Self.tmuxIsInstalled else { throw TmuxMissing() }
        self.folder = try folder ?? temporaryFolder()
        let exports = environment.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        // The test runner may set NO_COLOR; each session starts without it unless asked.
        let hark = "\(HarkProcess.binary) --store \(self.folder)/t.sqlite \(arguments.joined(separator: " "))"
        let command = jobControl
            ? "cd \(self.folder) && env -u NO_COLOR \(exports) PS1='$ ' bash --norc --noprofile -i"
            : "cd \(self.folder) && env -u NO_COLOR \(exports) \(hark); echo EXIT=$?; sleep 30"
        try startServer(["new-session", "-d", "-x", "100", "-y", "30", command])
        if jobControl { try type(hark, then: "Enter") }
    }

    /// Whether a `tmux` is on PATH; these tests drive the REPL through it.
    static let tmuxIsInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Types text literally, then presses the named keys (tmux key names: Enter, Tab, Up, C-c…).
    func type(_ text: String, then keys: String...) throws {
        if !text.isEmpty { try tmux(["send-keys", "-l", text]) }
        if !keys.isEmpty { try tmux(["send-keys"] + keys) }
    }

    /// Copies every byte the program writes to the terminal from now on (tmux `pipe-pane`) into
    /// a file, and returns its path: what a real terminal receives, escape codes and all.
    func copyRawOutput() throws -> String {
        let path = folder + "/raw-output"
        try tmux(["pipe-pane", "-o", "cat >> \(path)"])
        return path
    }

    func press(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// Resizes the window. The program learns of it by a signal nothing on screen shows, so
    /// this gives it a moment before the next keys.
    func resize(columns: Int) throws {
        try tmux(["resize-window", "-x", String(columns)])
        Thread.sleep(forTimeInterval: 0.3)
    }

    /// The visible screen; with `escapes`, including colour codes.
    func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []))
    }

    /// Waits until the screen contains `text`; returns the screen either way, for the assertion.
    /// The screen keeps no trailing spaces, so neither does `text`.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 10) throws -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        let deadline = Date().addingTimeInterval(seconds)
        var current = try screen()
        while !current.contains(text), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            current = try screen()
        }
        return current
    }

    /// Starts the tmux server with posix_spawn: Foundation's Process waits until every
    /// descendant closes an inherited descriptor, and the server never would.
    private func startServer(_ arguments: [String]) throws {
        let argv = (["tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0)
        }
        // The test runner's threads block signals; tmux and the program in its pane must start
        // with none blocked and default handlers, or kill-server's hang-up never ends them.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawnp(&pid, "tmux", &actions, &attributes, argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let output = Pipe.forChild()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The REPL tests need tmux, which `make test` installs (the Makefile's PACKAGES).
struct TmuxMissing: Error, CustomStringConvertible {
    var description: String { "tmux is not installed; make test installs it (or apt-get install tmux)" }
}
