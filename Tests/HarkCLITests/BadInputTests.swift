import Foundation
import Testing

/// Hostile bytes on standard input: nothing crashes, every turn stays one transcript line,
/// no control character reaches the output raw, and the output still passes `hark test`.
/// (Bytes a transcript file cannot hold are tested here; the rest are transcripts named
/// `transcripts/Hydrator/bad-input-*.transcript`.)
struct BadInputTests {
    @Test(arguments: [
        ("a NUL byte", Data("Log 8 ounces of wa\u{0}ter in Hydrator\n".utf8), "> Log 8 ounces of wa␀ter in Hydrator"),
        ("an escape sequence", Data("\u{1B}[2J\u{1B}]0;owned\u{7}Hydrate me\n".utf8), "> ␛[2J␛]0;owned␇Hydrate me"),
        ("a lone carriage return", Data("Log 8 ounces\rof water in Hydrator\n".utf8), "> Log 8 ounces␍of water in Hydrator"),
        ("a C1 control and a line separator", Data("Hydrate\u{85}me\u{2028}now\n".utf8), "> Hydrate\u{FFFD}me\u{FFFD}now"),
        ("bytes that are not UTF-8", Data([0xFF, 0xFE, 0xC3]) + Data(" Hydrate me\n".utf8), "> \u{FFFD}\u{FFFD}\u{FFFD} Hydrate me"),
    ])
    func controlBytesAreShownAsPicturesAndTheTranscriptStillPasses(_ what: String, _ input: Data, _ echo: String) throws {
        let folder = try temporaryFolder()
        let result = try HarkProcess.run(["--store", folder + "/store.sqlite", "--no-color"], bytes: input + Data("cancel\n".utf8))
        #expect(result.status == 0, "\(what)")
        #expect(result.error == "", "\(what)")
        let lines = result.output.components(separatedBy: "\n")
        #expect(lines.first == echo, "\(what)")
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, "\(what)")
        #expect(lines.filter { $0.hasPrefix(">") }.count == 2, "\(what): one line per turn")
        try expectPassesAsTranscript(result.output, in: folder)
    }

    /// Answered at all; how fast is measured by `make bench` (bench/huge_line.py), not here.
    @Test func aLineOfOneMegabyteAndMoreIsAnswered() throws {
        let folder = try temporaryFolder()
        let huge = "Log 8 ounces of " + String(repeating: "water ", count: 350_000) + "in Hydrator"
        let result = try HarkProcess.run(["--store", folder + "/store.sqlite"], input: huge + "\nLog 8 ounces of tea in Hydrator\n")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("> \(huge)\n"))
        #expect(result.output.hasSuffix("> Log 8 ounces of tea in Hydrator\nOK. I logged 8 ounces of tea.\n"))
    }

    @Test func aLineOfBytesThatAreNotUTF8IsAnsweredNotMetWithSilence() throws {
        let folder = try temporaryFolder()
        let result = try HarkProcess.run(["--store", folder + "/store.sqlite"], bytes: Data([0xFF, 0xFE, 0x0A]))
        #expect(result.status == 0)
        #expect(result.output == """
            > \u{FFFD}\u{FFFD}
            Sorry, I didn't understand that.
            I need words to go on; say it as you would out loud, or say help.

            """)
    }

    @Test func endOfInputMidConversationSavesNothingAndExitsZero() throws {
        let store = try temporaryFolder() + "/store.sqlite"
        let result = try HarkProcess.run(["--store", store], input: "Hydrate me\n8\n")
        #expect(result.status == 0)
        #expect(result.output == "> Hydrate me\nHow many ounces?\n> 8\nWhat type of drink?\n")
        #expect(try entryCount(in: store) == 0)
    }

    @Test func aNumberTooLargeInTheFirstUtteranceIsRefusedWithAReason() throws {
        let store = try temporaryFolder() + "/store.sqlite"
        let result = try HarkProcess.run(["--store", store], input: "Log 99999999999999999999 ounces of water in Hydrator\n")
        #expect(result.output == "> Log 99999999999999999999 ounces of water in Hydrator\nThat number is too large for me.\nHow many ounces?\n")
        #expect(try entryCount(in: store) == 0)
    }

    private func expectPassesAsTranscript(_ output: String, in folder: String) throws {
        let transcript = folder + "/played.transcript"
        try output.write(toFile: transcript, atomically: true, encoding: .utf8)
        let test = try HarkProcess.run(["test", transcript])
        #expect(test.output.hasSuffix("1 passed, 0 failed\n"), "\(test.output)")
    }
}
