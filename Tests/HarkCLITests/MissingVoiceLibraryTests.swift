import Foundation
import HarkVoice
import Testing

/// The voice libraries are opened on first use, so without them `hark` still starts and
/// everything typed works; a voice feature says in one sentence which library is missing.
/// (`HARK_POCKETSPHINX_LIBRARY`, `HARK_ESPEAK_LIBRARY` and `HARK_ALSA_LIBRARY` name the file to
/// open instead of the usual soname; here, files that do not exist.)
@Suite struct MissingVoiceLibraryTests {
    private func missing(_ folder: String) -> [String: String] {
        [
            "HARK_POCKETSPHINX_LIBRARY": folder + "/none/libpocketsphinx.so.3",
            "HARK_ESPEAK_LIBRARY": folder + "/none/libespeak-ng.so.1",
            "HARK_ALSA_LIBRARY": folder + "/none/libasound.so.2",
        ]
    }

    @Test func hearSaysInOneSentenceThatRecognitionIsMissing() throws {
        let folder = try temporaryFolder()
        let wav = folder + "/hum.wav"
        let hum = (0..<16_000).map { Int16(4_000 * sin(Double($0) * 2 * .pi * 220 / 16_000)) }
        try WAVFile.write(PCMAudio(samples: hum, sampleRate: 16_000), to: wav)
        let result = try HarkProcess.run(["hear", wav, "--store", folder + "/x.sqlite"], environment: missing(folder))
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("hark: Speech recognition needs libpocketsphinx.so.3, which cannot be loaded ("))
        #expect(result.error.hasSuffix("; install the libpocketsphinx3 package.\n"))
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func typedConversationsRunWithoutAnyVoiceLibrary() throws {
        let folder = try temporaryFolder()
        let store = folder + "/x.sqlite"
        let result = try HarkProcess.run(
            ["--store", store, "--speak-to", folder + "/replies.wav"], input: "Hydrate me\neight\nwater\n",
            environment: missing(folder))
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("> water\nOK. I logged 8 ounces of water.\n"))
        #expect(result.error.hasPrefix("hark: Speech synthesis needs libespeak-ng.so.1, which cannot be loaded ("))
        let screen = try HarkProcess.run(["open", "Hydrator", "--json", "--store", store], environment: missing(folder))
        #expect(screen.output.contains("\"ounces\" : 8"))
    }

    @Test func transcriptTestsRunWithoutAnyVoiceLibrary() throws {
        let folder = try temporaryFolder()
        try "> Hydrate me\nHow many ounces?\n> cancel\nOK, I've cancelled that. Nothing was saved.\n"
            .write(toFile: folder + "/typed.transcript", atomically: true, encoding: .utf8)
        let result = try HarkProcess.run(["test", folder], environment: missing(folder))
        #expect(result.output == "1 passed, 0 failed\n")
        #expect(result.status == 0)
    }
}

extension TerminalTests {
    @Test func listenWithoutALSASaysSoAndGoesOnTyped() throws {
        let folder = try temporaryFolder()
        let terminal = try TerminalSession(
            arguments: ["--listen"], environment: ["HARK_ALSA_LIBRARY": folder + "/none/libasound.so.2"], folder: folder)
        let start = try terminal.waitFor("hark> ")
        #expect(start.contains("hark: Sound input and output needs libasound.so.2, which cannot be loaded ("))
        #expect(start.contains("; install the libasound2 package; Hark goes on typed."))
        try terminal.type("Hydrate me", then: "Enter")
        #expect(try terminal.waitFor("Hydrator · ounces> ").contains("How many ounces?"))
    }
}
