import Foundation

/// A fenced code block of a documentation page, and what the example check does with it:
///
/// - ```` ```console ````: `$ ` lines are commands; the lines under each are what it prints
///   (stdout and stderr), matched as transcript replies are (`[..]`, `...`).
/// - ```` ```console-unchecked ````: shown, not run (a microphone, a build of your own).
/// - ```` ```transcript ````: must pass `hark test`.
/// - a block whose first line is `// NAME.json5` (or `.json`): written to that file, for the
///   commands after it.
/// - a ```` ```swift ```` block whose first line is `// Sources/APP/FILE.swift`: must be exactly
///   `Tests/HarkCLIFixture/Docs/APP/FILE.swift`, which the fixture compiles and the page's
///   `.build/debug/APP` runs.
struct DocBlock {
    enum Kind: Equatable {
        case console([ConsoleStep])
        case uncheckedConsole
        case transcript(String)
        case file(name: String, text: String)
        case fixtureSource(path: String, text: String)
        case other
    }

    let kind: Kind
    /// The line of the opening fence, 1-based.
    let line: Int
    /// Lines that look like shell commands (`$ …`) in a block that is not run.
    let strayCommands: [String]
}

/// One command of a console block and what it must print.
struct ConsoleStep: Equatable {
    let command: String
    let expected: [String]
    let line: Int
}

/// A Markdown page of the repository, read for its examples.
struct DocPage {
    let path: String
    let text: String

    var blocks: [DocBlock] {
        var blocks: [DocBlock] = []
        var open: (info: String, line: Int, body: [String])?
        for (offset, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if trimmed == "```" {
                    blocks.append(Self.block(info: current.info, line: current.line, body: current.body))
                    open = nil
                } else {
                    current.body.append(line)
                    open = current
                }
            } else if trimmed.hasPrefix("```") {
                open = (String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), offset + 1, [])
            }
        }
        return blocks
    }

    private static func block(info: String, line: Int, body: [String]) -> DocBlock {
        let language = info.split(separator: " ").first.map(String.init) ?? ""
        let first = body.first ?? ""
        switch language {
        case "console": return DocBlock(kind: .console(steps(body, firstLine: line + 1)), line: line, strayCommands: [])
        case "console-unchecked": return DocBlock(kind: .uncheckedConsole, line: line, strayCommands: [])
        case "transcript": return DocBlock(kind: .transcript(body.joined(separator: "\n") + "\n"), line: line, strayCommands: [])
        default: break
        }
        let text = body.joined(separator: "\n") + "\n"
        let stray = body.filter { $0.hasPrefix("$ ") }
        if first.hasPrefix("// "), let name = first.dropFirst(3).split(separator: " ").first.map(String.init),
            !name.contains("/"), name.hasSuffix(".json5") || name.hasSuffix(".json")
        {
            return DocBlock(kind: .file(name: name, text: text), line: line, strayCommands: stray)
        }
        if language == "swift", first.hasPrefix("// Sources/"), first.hasSuffix(".swift") {
            return DocBlock(kind: .fixtureSource(path: String(first.dropFirst(3)), text: text), line: line, strayCommands: stray)
        }
        return DocBlock(kind: .other, line: line, strayCommands: stray)
    }

    private static func steps(_ body: [String], firstLine: Int) -> [ConsoleStep] {
        var steps: [ConsoleStep] = []
        var current: (command: String, expected: [String], line: Int)?
        for (offset, line) in body.enumerated() {
            if line.hasPrefix("$ ") {
                if let current { steps.append(ConsoleStep(command: current.command, expected: current.expected, line: current.line)) }
                current = (String(line.dropFirst(2)), [], firstLine + offset)
            } else {
                current?.expected.append(line)
            }
        }
        if let current { steps.append(ConsoleStep(command: current.command, expected: current.expected, line: current.line)) }
        return steps
    }
}

/// The repository's documentation: the README and every Markdown page beside the code.
enum DocPages {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Paths relative to the checkout.
    static var all: [String] {
        let folders = ["Sources", "bench", "docs"]
        var pages = ["README.md", "ARCHITECTURE.md"]
        for folder in folders {
            let enumerator = FileManager.default.enumerator(atPath: "\(checkout)/\(folder)")
            while let file = enumerator?.nextObject() as? String {
                if file.hasSuffix(".md") { pages.append("\(folder)/\(file)") }
            }
        }
        return pages.sorted()
    }

    static func page(_ path: String) throws -> DocPage {
        DocPage(path: path, text: try String(contentsOfFile: "\(checkout)/\(path)", encoding: .utf8))
    }
}
