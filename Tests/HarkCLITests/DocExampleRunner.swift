import Foundation
@testable import HarkTranscript

/// Runs a page's examples in order, as a reader would type them in a checkout: one scratch
/// folder per page (with `transcripts/` of the checkout, and `.build/debug/APP` for each app of
/// Tests/HarkCLIFixture/Docs), a store and apps folder of its own, and the built `hark` first on
/// PATH. Returns one message per example that does not print what the page shows.
struct DocExampleRunner {
    let root: String
    let folder: String
    private var cwd: String

    init() throws {
        root = try temporaryFolder()
        folder = root + "/page"
        cwd = folder
        let files = FileManager.default
        try files.createDirectory(atPath: folder + "/.build/debug", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: folder + "/transcripts", withDestinationPath: DocPages.checkout + "/transcripts")
        for app in try files.contentsOfDirectory(atPath: Self.fixtureApps) {
            let wrapper = "\(folder)/.build/debug/\(app)"
            try "#!/bin/sh\nexec '\(HarkProcess.fixtureBinary)' \(app.lowercased()) \"$@\"\n"
                .write(toFile: wrapper, atomically: true, encoding: .utf8)
            try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
        }
    }

    static let fixtureApps = DocPages.checkout + "/Tests/HarkCLIFixture/Docs"

    mutating func run(_ page: DocPage) throws -> [String] {
        var problems: [String] = []
        for block in page.blocks {
            let place = "\(page.path):\(block.line)"
            if !block.strayCommands.isEmpty {
                problems.append("\(place): a command outside a console block (mark it console or console-unchecked): \(block.strayCommands[0])")
            }
            switch block.kind {
            case .console(let steps):
                for step in steps {
                    if let problem = try check(step) { problems.append("\(page.path):\(step.line): \(problem)") }
                }
            case .transcript(let text):
                let file = "\(folder)/example-\(block.line).transcript"
                try text.write(toFile: file, atomically: true, encoding: .utf8)
                let output = try shell("hark test --jobs 1 '\(file)'", in: folder).output
                if output != "1 passed, 0 failed\n" { problems.append("\(place): the transcript does not pass:\n\(output)") }
            case .file(let name, let text):
                try text.write(toFile: "\(cwd)/\(name)", atomically: true, encoding: .utf8)
            case .fixtureSource(let path, let text):
                let fixture = Self.fixtureApps + "/" + path.dropFirst("Sources/".count)
                let compiled = try? String(contentsOfFile: fixture, encoding: .utf8)
                if compiled != text { problems.append("\(place): \(path) differs from \(fixture), which is what is compiled") }
            case .uncheckedConsole, .other:
                break
            }
        }
        return problems
    }

    /// Why the step's output differs from the page, or nil when it matches.
    private mutating func check(_ step: ConsoleStep) throws -> String? {
        let result = try shell(step.command, in: cwd)
        cwd = result.cwd
        var actual = result.output.components(separatedBy: "\n")
        if actual.last == "" { actual.removeLast() }
        var expected = step.expected
        while expected.last == "" { expected.removeLast() }
        guard !ReplyAlignment.matches(expected.map(ReplyPattern.init), actual) else { return nil }
        let shown = expected.map { "  \($0)" }.joined(separator: "\n")
        let printed = actual.map { "  \($0)" }.joined(separator: "\n")
        return "$ \(step.command)\nthe page shows:\n\(shown)\nit printed:\n\(printed)"
    }

    /// Runs one command line with bash in `directory`; stdout and stderr together, in order,
    /// and the folder it ended in (a `cd` carries on to the next command, as in a terminal).
    private func shell(_ command: String, in directory: String) throws -> (output: String, cwd: String) {
        let pwdFile = root + "/pwd"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "cd \"$1\" && eval \"$2\"; status=$?; pwd > \"$3\"; exit $status", "bash", directory, command, pwdFile]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        let products = URL(fileURLWithPath: HarkProcess.binary).deletingLastPathComponent().path
        environment["PATH"] = products + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = root + "/home"
        environment["XDG_DATA_HOME"] = root + "/data"
        environment["XDG_CONFIG_HOME"] = root + "/config"
        environment["NO_COLOR"] = "1"
        environment["TZ"] = "UTC"
        process.environment = environment
        let output = Pipe.forChild()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let deadline = DispatchWorkItem { kill(pid, SIGTERM) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: deadline)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        let ended = (try? String(contentsOfFile: pwdFile, encoding: .utf8))?.trimmingCharacters(in: .newlines)
        return (String(decoding: data, as: UTF8.self), ended ?? directory)
    }
}
