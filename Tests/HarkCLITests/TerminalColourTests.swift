import Foundation
import Testing

/// Colour on a real terminal, checked on the raw bytes the terminal receives: every line Hark
/// colours ends reset, what the person types is never coloured, and leaving Hark leaves the
/// terminal's attributes as they were.
@Suite(.serialized) struct TerminalColourTests {
    /// Whether the colour codes (SGR) in `bytes` before `end` leave the attributes reset.
    static func isReset(_ bytes: String, before end: String.Index) -> Bool {
        let codes = bytes[..<end].matches(of: /\x1B\[([0-9;]*)m/)
        guard let last = codes.last else { return true }
        return last.output.1 == "0" || last.output.1.isEmpty
    }

    /// Every place `text` occurs in `bytes`, as the index where it starts.
    static func places(of text: String, in bytes: String) -> [String.Index] {
        bytes.ranges(of: text).map(\.lowerBound)
    }

    static func expectPlain(_ bytes: String, typed: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(bytes.contains("\u{1B}["), "no colour at all: \(bytes.debugDescription)", sourceLocation: sourceLocation)
        for newline in places(of: "\n", in: bytes) {
            #expect(isReset(bytes, before: newline), "a line ends coloured: \(bytes[..<newline].suffix(80).debugDescription)",
                sourceLocation: sourceLocation)
        }
        for text in typed {
            let found = places(of: text, in: bytes)
            #expect(!found.isEmpty, "“\(text)” never reached the terminal", sourceLocation: sourceLocation)
            for place in found {
                #expect(isReset(bytes, before: place), "“\(text)” is drawn coloured", sourceLocation: sourceLocation)
            }
        }
        let exit = bytes.range(of: "EXIT=")?.lowerBound
        #expect(exit != nil, "Hark did not leave", sourceLocation: sourceLocation)
        if let exit { #expect(isReset(bytes, before: exit), "the shell after Hark is coloured", sourceLocation: sourceLocation) }
    }

    /// Runs a conversation in a fresh terminal, ends it with `leaving`, and returns the raw bytes.
    static func rawOutput(leaving: (TerminalSession) throws -> Void) throws -> String {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        let path = try terminal.copyRawOutput()
        try terminal.type("Hydrate me", then: "Enter")
        try terminal.waitFor("Hydrator · ounces>")
        try terminal.type("eight", then: "Enter")
        try terminal.waitFor("Hydrator · hydrationType>")
        try terminal.type("water", then: "Enter")
        try terminal.waitFor("OK. I logged")
        try leaving(terminal)
        try terminal.waitFor("EXIT=")
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func ctrlDLeavesTheTerminalUncoloured() throws {
        let bytes = try Self.rawOutput { try $0.press("C-d") }
        Self.expectPlain(bytes, typed: ["Hydrate me", "eight", "water"])
    }

    @Test func quitLeavesTheTerminalUncoloured() throws {
        let bytes = try Self.rawOutput { try $0.type(":quit", then: "Enter") }
        Self.expectPlain(bytes, typed: ["Hydrate me", "eight", "water", ":quit"])
    }

    @Test func ctrlCAtTheTopThenCtrlDLeavesTheTerminalUncoloured() throws {
        let bytes = try Self.rawOutput { terminal in
            try terminal.type("Log 8 ounces")
            try terminal.waitFor("hark> Log 8 ounces")
            try terminal.press("C-c")
            // The fresh prompt, not only the echoed ^C: a Ctrl-D sent before Hark reads again
            // may reach the line that Ctrl-C is clearing.
            try terminal.waitFor("^C\nhark>")
            try terminal.press("C-d")
        }
        Self.expectPlain(bytes, typed: ["Hydrate me", "Log 8 ounces"])
    }
}
