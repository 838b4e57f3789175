import Foundation
import Testing

/// `:record` to a file that cannot take a line says so at once, on the terminal.
@Suite(.serialized) struct TerminalRecordingTests {
    @Test func recordingToAFullDeviceIsRefusedInOneSentence() throws {
        let terminal = try TerminalSession()
        try terminal.waitFor("hark> ")
        try terminal.type(":record /dev/full", then: "Enter")
        let screen = try terminal.waitFor("nothing is being recorded")
        #expect(screen.contains("hark: Cannot write the transcript /dev/full (No space left on device), so nothing is being recorded."))
        #expect(!screen.contains("Recording to"))
        try terminal.type(":stop", then: "Enter")
        #expect(try terminal.waitFor("Nothing is being recorded.").contains("Nothing is being recorded."))
    }
}
