import Foundation
import Testing

@Test(arguments: ["", "// swift-tools-version: 6.0\n// some other package\n"])
func initRefusesAHarkFolderThatIsNotHark(manifest: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    if !manifest.isEmpty { try Data(manifest.utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift")) }
    let result = try HarkProcess.run(["init", "Pantry", "--path", folder + "/p", "--hark", folder])
    #expect(result.status == 1)
    #expect(result.error == "hark: \(folder) is not a Hark checkout (no Package.swift with the Hark library); give --hark the folder you cloned Hark into, or its Git URL.\n")
    #expect(!FileManager.default.fileExists(atPath: folder + "/p"))
}

@Test func initWritesTheWholePackageDependingOnAGitURL() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let url = "https://example.com/me/hark.git"
    let created = try HarkProcess.run(["init", "Pantry", "--path", folder + "/p", "--hark", url])
    #expect(created.status == 0)
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder + "/p").sorted()
    #expect(files == [
        ".gitignore", "Makefile", "Package.swift", "README.md", "Sources", "Sources/Pantry", "Sources/Pantry/LogAmount.swift",
        "Sources/Pantry/Pantry.swift", "Sources/Pantry/main.swift", "transcripts",
        "transcripts/asks-for-the-amount.transcript", "transcripts/log-and-open.transcript",
    ])
    let manifest = try String(contentsOfFile: folder + "/p/Package.swift", encoding: .utf8)
    #expect(manifest.contains(".package(url: \"\(url)\", branch: \"main\")"))
    #expect(manifest.contains(".product(name: \"Hark\", package: \"hark\")"))
    let main = try String(contentsOfFile: folder + "/p/Sources/Pantry/main.swift", encoding: .utf8)
    #expect(main == "import Foundation\nimport Hark\n\nexit(HarkCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst()), apps: [Pantry.self]))\n")
}

/// A device allows only AppEnum and AppEntity parameters in App Shortcut phrases, so the
/// template's phrase names no amount (the package test runs its `doctor --device`).
@Test func initWritesAPhraseADeviceAccepts() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try HarkProcess.run(["init", "Pantry", "--path", folder + "/p", "--hark", "https://example.com/h.git"]).status == 0)
    let app = try String(contentsOfFile: folder + "/p/Sources/Pantry/Pantry.swift", encoding: .utf8)
    #expect(app.contains("phrases: [\"Log an amount in \\(.applicationName)\"]"))
    #expect(!app.contains("\\(\\.$amount)"))
}

@Test func initWithoutPathUsesTheNameAndDependsOnThisCheckout() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try HarkProcess.run(["-c", "cd '\(folder)' && '\(HarkProcess.binary)' init Kettle"], binary: "/bin/sh")
    #expect(result.status == 0, "\(result.error)")
    let manifest = try String(contentsOfFile: folder + "/Kettle/Package.swift", encoding: .utf8)
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    #expect(manifest.contains(".package(name: \"Hark\", path: \"\(checkout.path)\")"))
    #expect(manifest.contains(".product(name: \"HarkKit\", package: \"Hark\")"))
}

@Test(arguments: [
    (["init"], "hark: Say the app's name: hark init NAME [--file] [--path DIR] [--hark PATH-OR-URL].\n"),
    (["init", "9Lives"], "hark: “9Lives” cannot name an app's module and binary; use ASCII letters, digits and _, starting with a letter or _ (such as MyApp).\n"),
    (["init", "my-app"], "hark: “my-app” cannot name an app's module and binary; use ASCII letters, digits and _, starting with a letter or _ (such as MyApp).\n"),
    (["init", "Café"], "hark: “Café” cannot name an app's module and binary; use ASCII letters, digits and _, starting with a letter or _ (such as MyApp).\n"),
    (["init", "struct"], "hark: “struct” is a name Swift or Hark already uses; choose another, such as MyStruct.\n"),
    (["init", "Hark"], "hark: “Hark” is a name Swift or Hark already uses; choose another, such as MyHark.\n"),
    (["init", "One", "Two"], "hark: hark init takes one name; “Two” is one too many.\n"),
])
func initRefusesABadName(arguments: [String], message: String) throws {
    let result = try HarkProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.error == message)
    #expect(result.output.isEmpty)
}

@Test func initRefusesAFolderThatIsNotEmpty() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    let result = try HarkProcess.run(["init", "Pantry", "--path", folder, "--hark", "https://example.com/hark.git"])
    #expect(result.status == 1)
    #expect(result.error == "hark: The folder \(folder) is not empty; choose a new or empty folder with --path.\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
}

@Test func initIsExplainedAndCompleted() throws {
    let help = try HarkProcess.run(["help", "init"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("hark init NAME [--path DIR] [--hark PATH-OR-URL] [--file]\n"))
    #expect(try HarkProcess.run(["--help"]).output.contains("hark init NAME "))
    for (shell, options) in [("bash", ["--path", "--hark"]), ("zsh", ["--path[", "--hark["]), ("fish", ["-l path", "-l hark"])] {
        let script = try HarkProcess.run(["completion", shell]).output
        #expect(script.contains(" init"), "\(shell)")
        for option in options { #expect(script.contains(option), "\(shell): \(option)") }
    }
}
