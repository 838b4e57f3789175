import Foundation
import Testing

/// Tests/AppIntentsSnippets holds one short file per App Intents feature, written as Apple's
/// documentation writes it with `import HarkKit` in place of `import AppIntents`. Each must
/// typecheck against the HarkKit this test run built, without a warning, in the Swift 5
/// language mode most App Intents code is in.
@Test(arguments: snippetFiles)
func anAppIntentsSnippetCompilesUnchanged(_ file: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "swiftc", "-typecheck", "-swift-version", "5", "-I", builtModules, "-module-cache-path", moduleCache,
        snippets + "/" + file,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(file):\n\(said)")
    #expect(!said.contains("warning:"), "\(file):\n\(said)")
}

/// The snippets, by file name.
private let snippetFiles = ((try? FileManager.default.contentsOfDirectory(atPath: snippets)) ?? [])
    .filter { $0.hasSuffix(".swift") }.sorted()

private let snippets = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("AppIntentsSnippets").path

/// The modules this build made, beside the test binary (`.build/<triple>/<configuration>/Modules`).
private let builtModules: String = {
    let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("Modules").path
}()

private let moduleCache = FileManager.default.temporaryDirectory.appendingPathComponent("hark-snippet-modules").path
