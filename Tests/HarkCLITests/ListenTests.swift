import Foundation
import Testing

extension TerminalTests {
    /// ALSA reads an empty configuration, so there is no capture device whatever the machine has.
    @Test func listenWithoutAMicrophoneSaysSoAndGoesOnTyped() throws {
        let folder = try temporaryFolder()
        try "".write(toFile: folder + "/empty.conf", atomically: true, encoding: .utf8)
        let terminal = try TerminalSession(
            arguments: ["--listen"], environment: ["ALSA_CONFIG_PATH": folder + "/empty.conf"], folder: folder)
        let start = try terminal.waitFor("hark> ")
        #expect(start.contains("hark: No microphone was found (ALSA: "))
        #expect(start.contains("); Hark goes on typed."))
        try terminal.type("Hydrate me", then: "Enter")
        #expect(try terminal.waitFor("Hydrator · ounces> ").contains("How many ounces?"))
    }
}
