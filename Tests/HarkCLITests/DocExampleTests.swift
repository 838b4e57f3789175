import Foundation
import Testing

/// The documentation cannot drift from the product: every console and transcript example of
/// the README and the manual runs, and must print what the page shows (see `DocBlock`).
@Test(arguments: DocPages.all)
func theExamplesPrintWhatThePageShows(_ path: String) throws {
    var runner = try DocExampleRunner()
    for problem in try runner.run(try DocPages.page(path)) {
        Issue.record("\(problem)")
    }
}

@Test func theCheckerFindsTheExamplesOfTheReadmeAndTheManual() throws {
    let blocks = try DocPages.all.flatMap { try DocPages.page($0).blocks }
    let commands = blocks.flatMap { block -> [ConsoleStep] in
        if case .console(let steps) = block.kind { return steps }
        return []
    }
    let transcripts = blocks.filter { if case .transcript = $0.kind { true } else { false } }
    let sources = blocks.filter { if case .fixtureSource = $0.kind { true } else { false } }
    #expect(DocPages.all.contains("README.md"))
    #expect(DocPages.all.contains("Sources/HarkKit/HarkKit.docc/TranscriptFormat.md"))
    #expect(commands.count >= 20)
    #expect(transcripts.count >= 5)
    #expect(sources.count >= 5)
}

@Test func anExampleThatPrintsSomethingElseIsReported() throws {
    let page = DocPage(
        path: "wrong.md",
        text: """
            ```console
            $ hark --version
            hark 9.9.9
            ```

            ```transcript
            > Hydrate me
            How many cups?
            ```

            ```sh
            $ hark --version
            ```
            """)
    var runner = try DocExampleRunner()
    let problems = try runner.run(page)
    #expect(problems.count == 3)
    #expect(problems.first?.hasPrefix("wrong.md:2: $ hark --version\nthe page shows:\n  hark 9.9.9\nit printed:\n  hark ") == true)
    #expect(problems.dropFirst().first?.hasPrefix("wrong.md:6: the transcript does not pass:\nFAIL ") == true)
    #expect(problems.last == "wrong.md:11: a command outside a console block (mark it console or console-unchecked): $ hark --version")
}

@Test func aCommandsFolderAndFilesCarryOnToTheNextCommand() throws {
    let page = DocPage(
        path: "carry.md",
        text: """
            ```json5
            // Tiny.app.json5
            { name: "Tiny" }
            ```

            ```console
            $ mkdir sub && cd sub
            $ pwd
            [..]/page/sub
            $ cat ../Tiny.app.json5
            // Tiny.app.json5
            { name: "Tiny" }
            ```
            """)
    var runner = try DocExampleRunner()
    #expect(try runner.run(page) == [])
}

/// A clone holds everything its documentation points at.
@Test func nothingInTheRepositoryPointsOutsideIt() throws {
    let outside = ["../" + "shared", "/work/" + "shared", "matcher-" + "protocol.md"]
    var found: [String] = []
    for folder in ["README.md", "ARCHITECTURE.md", "Makefile", "Package.swift", "Sources", "Tests", "transcripts", "bench", "docs", "Scripts", "Fuzz"] {
        let path = "\(DocPages.checkout)/\(folder)"
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
        let files = isFolder.boolValue ? (FileManager.default.subpaths(atPath: path) ?? []).map { "\(path)/\($0)" } : [path]
        for file in files where !file.contains("/.build/") && !file.hasSuffix(".wav") {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for pattern in outside where text.contains(pattern) { found.append("\(file): \(pattern)") }
        }
    }
    #expect(found == [])
}

/// The README is a front page; the manual (Sources/HarkKit/HarkKit.docc) holds the rest.
@Test func theReadmeStaysAFrontPage() throws {
    let lines = try DocPages.page("README.md").text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 300)
}
