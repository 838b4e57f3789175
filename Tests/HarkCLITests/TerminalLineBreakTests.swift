import Foundation
import Testing

extension TerminalTests {
    /// Text Hark writes as several lines at once (help, a failure report) keeps its line breaks
    /// on a terminal: only control characters inside a line are shown as pictures.
    @Test func helpKeepsItsLinesOnATerminal() throws {
        let terminal = try TerminalSession(arguments: ["--help"])
        let screen = try terminal.waitFor("EXIT=0")
        #expect(screen.contains("EXIT=0"))
        #expect(!screen.contains("␊"))
        #expect(screen.split(separator: "\n").count > 20)
    }
}
