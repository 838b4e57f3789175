import Foundation
import HarkVoice
import Testing

/// Synthesises `text` with the espeak-ng command at its own rate (22 050 Hz, so `hark`
/// resamples it) into a WAV file in `folder`.
private func clip(_ text: String, in folder: String) throws -> String {
    let path = folder + "/" + text.lowercased().replacingOccurrences(of: " ", with: "-") + ".wav"
    let espeak = Process()
    espeak.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
    espeak.arguments = ["-v", "en-us", "-w", path, text]
    try espeak.run()
    espeak.waitUntilExit()
    #expect(espeak.terminationStatus == 0)
    return path
}

@Test func aSpokenConversationIsHeardStoredAndSpokenBack() throws {
    let folder = try temporaryFolder()
    let store = folder + "/x.sqlite"
    let spoken = folder + "/replies.wav"
    let turns = try ["Hydrate me", "eight", "water"].map { "(audio \(try clip($0, in: folder)))" }
    let result = try HarkProcess.run(["--store", store, "--speak-to", spoken], input: turns.joined(separator: "\n") + "\n")
    #expect(result.status == 0)
    #expect(result.error == "")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines == [
        "> \(turns[0])", "(heard: hydrate me)", "How many ounces?",
        "> \(turns[1])", "(heard: eight)", "What type of drink?",
        "> \(turns[2])", "(heard: water)", "OK. I logged 8 ounces of water.",
    ])
    let screen = try HarkProcess.run(["open", "Hydrator", "--json", "--store", store])
    #expect(screen.output.contains("\"ounces\" : 8"))
    let replies = try WAVFile.read(spoken)
    // Three replies, each at least half a second long.
    #expect(replies.duration > 1.5)
    #expect(replies.samples.contains { abs(Int($0)) > 1_000 })
}

@Test func hearReportsWhatWasHeardAndTheSameDecisionAsMatch() throws {
    let folder = try temporaryFolder()
    let store = folder + "/x.sqlite"
    let file = try clip("Log green tea in Hydrator", in: folder)
    let result = try HarkProcess.run(["hear", file, "--json", "--store", store])
    #expect(result.status == 0)
    let heard = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(heard["heard"] as? String == "log green tea in hydrator")
    // Each word with its own confidence, and nothing rejected.
    let words = try #require(heard["words"] as? [[String: Any]])
    #expect(words.compactMap { $0["word"] as? String } == ["log", "green", "tea", "in", "hydrator"])
    #expect(words.allSatisfy { ($0["confidence"] as? Double).map { (0...1).contains($0) } == true && $0["filler"] as? Bool == false })
    #expect(heard["rejected"] is NSNull)
    #expect(heard["file"] as? String == file)
    let typed = try HarkProcess.run(["match", "log green tea in hydrator", "--json", "--store", store])
    let match = try #require(try JSONSerialization.jsonObject(with: Data(typed.output.utf8)) as? [String: Any])
    #expect(heard["decision"] as? String == "matched")
    #expect((heard["shortcuts"] as? NSArray) == (match["shortcuts"] as? NSArray))
    let text = try HarkProcess.run(["hear", file, "--store", store])
    #expect(text.output.hasPrefix("\(file): heard “log green tea in hydrator” (confidence "))
    #expect(text.output.contains("Decision: matched Hydrator › Track Intake with hydrationType = tea\n"))
}

/// "Add a session in Meditator" said by flite's rms with white noise 10 dB below the speech: its
/// suppressed sound holds no sentence, and heard again as recorded by the model adapted to such
/// sound it is caught (it was "not caught" before that adaptation).
@Test func aRequestSaidInHeavyNoiseIsCaught() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../HarkVoiceTests/Clips/add-a-session-10dB.wav").standardized.path
    let folder = try temporaryFolder()
    let result = try HarkProcess.run(["hear", file, "--json", "--store", folder + "/x.sqlite"])
    let heard = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect((heard["heard"] as? String)?.hasSuffix("add a session in meditator") == true)
    #expect(heard["decision"] as? String == "matched")
}

@Test func speechOutsideWhatCanBeSaidIsNotCaught() throws {
    let folder = try temporaryFolder()
    let file = try clip("What is the weather like in Paris tomorrow", in: folder)
    let result = try HarkProcess.run(["hear", file, "--json", "--store", folder + "/x.sqlite"])
    let heard = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(heard["heard"] is NSNull)
    #expect(heard["decision"] as? String == "not caught")
    let played = try HarkProcess.run(["--store", folder + "/x.sqlite"], input: "(audio \(file))\n")
    #expect(played.output == "> (audio \(file))\n(heard nothing)\nSorry, I didn't catch that.\n")
}

@Test func hearRefusesWhatIsNotAWAVFileInOneSentence() throws {
    let folder = try temporaryFolder()
    let file = folder + "/notes.wav"
    try "not audio".write(toFile: file, atomically: true, encoding: .utf8)
    let result = try HarkProcess.run(["hear", file, "--store", folder + "/x.sqlite"])
    #expect(result.status == 1)
    #expect(result.error == "hark: \(file): not a WAV file (no RIFF/WAVE header).\n")
    let missing = try HarkProcess.run(["hear", folder + "/none.wav", "--store", folder + "/x.sqlite"])
    #expect(missing.status == 1)
    #expect(missing.error == "hark: \(folder)/none.wav: cannot be read: no such file.\n")
    let folderGiven = try HarkProcess.run(["hear", folder, "--store", folder + "/x.sqlite"])
    #expect(folderGiven.error == "hark: \(folder): cannot be read: it is a folder.\n")
    let pipe = folder + "/pipe.wav"
    #expect(mkfifo(pipe, 0o600) == 0)
    let pipeGiven = try HarkProcess.run(["hear", pipe, "--store", folder + "/x.sqlite"], killedAfter: 20)
    #expect(pipeGiven.error == "hark: \(pipe): cannot be read: it is not a file (a device, a named pipe or a socket).\n")
    #expect(try HarkProcess.run(["hear", "--store", folder + "/x.sqlite"]).status == 2)
}

@Test func aTranscriptHearsNoRecordingOutsideItsFolder() throws {
    let root = try temporaryFolder()
    let folder = root + "/transcripts"
    try FileManager.default.createDirectory(atPath: folder + "/clips", withIntermediateDirectories: true)
    let outside = try clip("Hydrate me", in: root)
    try FileManager.default.copyItem(atPath: outside, toPath: folder + "/clips/hydrate-me.wav")
    #expect(symlink(outside, folder + "/link.wav") == 0)
    let turns = ["up": "../hydrate-me.wav", "absolute": outside, "link": "link.wav", "inside": "clips/../clips/hydrate-me.wav"]
    for (name, path) in turns {
        try "> (audio \(path))\n(heard: hydrate me)\nHow many ounces?\n"
            .write(toFile: "\(folder)/\(name).transcript", atomically: true, encoding: .utf8)
    }
    let result = try HarkProcess.run(["test", folder])
    #expect(result.status != 0)
    for name in ["absolute", "link", "up"] {
        let sentence = "ERROR \(folder)/\(name).transcript:1: \(turns[name]!): a transcript reads recordings only from its own folder.\n"
        #expect(result.output.contains(sentence))
    }
    #expect(result.output.hasSuffix("1 passed, 3 failed\n"))
}

/// (Foundation's `createFile` used to replace `/dev/full` itself with a regular file, as root.)
@Test func speakingToAFileThatCannotBeWrittenFails() throws {
    let result = try HarkProcess.run(["--store", try temporaryFolder() + "/x.sqlite", "--speak-to", "/dev/full"], input: "Hydrate me\n")
    #expect(result.output == "> Hydrate me\nHow many ounces?\n")
    #expect(result.error == "hark: /dev/full: cannot be written: No space left on device.\n")
    #expect(result.status == 1)
    var device = stat()
    #expect(stat("/dev/full", &device) == 0 && device.st_mode & S_IFMT == S_IFCHR, "the device is written into, never replaced")
}

/// ALSA reads an empty configuration, so there is no output device whatever the machine has:
/// `:speak on` says so at once and speech stays off, never "Speaking the replies." first.
@Test func speakOnWithoutASoundCardSaysSoAndStaysInText() throws {
    let folder = try temporaryFolder()
    try "".write(toFile: folder + "/empty.conf", atomically: true, encoding: .utf8)
    let result = try HarkProcess.run(
        ["--store", ":memory:"], input: ":speak on\nHydrate me\n", environment: ["ALSA_CONFIG_PATH": folder + "/empty.conf"])
    #expect(result.status == 0)
    #expect(result.output.contains("No audio output device was found (ALSA: "))
    #expect(result.output.contains("The replies stay in text.\n"))
    #expect(!result.output.contains("Speaking the replies."))
    #expect(result.output.contains("How many ounces?"))
    #expect(result.error == "")
}
