import Foundation

/// Runs the built `hark` binary as a person would, with piped input.
struct HarkProcess {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    static let binary = builtProduct("hark")
    /// `hark` with rule-breaking apps (Tests/HarkCLIFixture).
    static let fixtureBinary = builtProduct("hark-fixture")

    /// A product (or the Modules folder) the same build made: the test binary lives beside it (in
    /// `.build/<triple>/<configuration>/`), whichever configuration and build path were used.
    static func builtProduct(_ name: String) -> String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// The default store and apps folder for this test run, so no test reads or writes the
    /// person's own (`~/.local/share/hark`, `~/.config/hark/apps`); a test may still set its own.
    private static let isolatedFolders: [String: String] = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cli-home-\(UUID().uuidString)").path
        // UTC, so morning and evening do not move with the machine's time zone.
        return ["XDG_DATA_HOME": "\(root)/data", "XDG_CONFIG_HOME": "\(root)/config", "TZ": "UTC"]
    }()

    /// `killedAfter`: seconds after which a process that has not ended is killed (SIGKILL), for
    /// a test of something that used to hang.
    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], binary: String = binary,
        killedAfter seconds: Double? = nil
    ) throws -> Result {
        try run(arguments, bytes: Data(input.utf8), environment: environment, binary: binary, killedAfter: seconds)
    }

    /// The same with input given as bytes, which need not be UTF-8.
    static func run(
        _ arguments: [String], bytes input: Data, environment: [String: String] = [:], binary: String = binary,
        killedAfter seconds: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged.merge(isolatedFolders) { $1 }
        merged.merge(environment) { $1 }
        process.environment = merged
        let stdin = Pipe.forChild(), stdout = Pipe.forChild(), stderr = Pipe.forChild()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        if let seconds {
            let id = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { if process.isRunning { kill(id, SIGKILL) } }
        }
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }
}

/// A fresh folder for one test's files.
func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

extension Pipe {
    /// A pipe no other child process inherits: tests start processes from several threads at
    /// once, and a child that inherits another's stdin keeps it open, so that one never sees
    /// the end of its input. (The child's own end is duplicated onto 0, 1 or 2, which clears
    /// close-on-exec there.)
    static func forChild() -> Pipe {
        let pipe = Pipe()
        for descriptor in [pipe.fileHandleForReading.fileDescriptor, pipe.fileHandleForWriting.fileDescriptor] {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return pipe
    }
}
