import Foundation
import HarkVoice
import Testing

/// `hark studio` as the page talks to it: over HTTP on 127.0.0.1, every request with the token.

@Test func theFirstLineIsTheLoopbackAddressWithATokenThatEveryRequestNeeds() throws {
    let studio = try StudioServer(folder: try temporaryFolder())
    #expect(studio.address.wholeMatch(of: /Hark Studio: http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{32}/) != nil, "\(studio.address)")

    let page = try studio.request("GET", "/?token=\(studio.token)", token: .some(nil))
    #expect(page.status == 200)
    #expect(page.body.contains("<title>Hark Studio</title>"))
    for token: String? in [nil, "0123", String(repeating: "0", count: 32)] {
        #expect(try studio.request("GET", "/", token: .some(token)).status == 403)
        #expect(try studio.request("POST", "/api/turn", json: #"{"text":"Hydrate me"}"#, token: .some(token)).status == 403)
    }
    #expect(try studio.request("GET", "/api/state", headers: ["Origin: http://evil.example"]).status == 403)
    #expect(try studio.request("GET", "/api/state", headers: ["Origin: http://127.0.0.1:\(studio.port)"]).status == 200)
    let rebound = try studio.send(Data("GET /api/state HTTP/1.1\r\nHost: evil.example\r\nX-Hark-Token: \(studio.token)\r\nConnection: close\r\n\r\n".utf8))
    #expect(rebound.status == 403)
}

@Test func itListensOnTheLoopbackAddressOnly() throws {
    let studio = try StudioServer(folder: try temporaryFolder())
    let port = String(format: "%04X", studio.port)
    let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
    var listening: [String] = []
    for line in table.split(separator: "\n") {
        let fields = line.split(separator: " ").map(String.init)
        // local address, remote address, state (0A: listening)
        if fields.count > 3, fields[3] == "0A", fields[1].hasSuffix(":" + port) { listening.append(fields[1]) }
    }
    #expect(listening == ["0100007F:" + port])
}

@Test func aTurnAnswersWithItsRepliesAndItsTraceAsEvents() throws {
    let studio = try StudioServer(folder: try temporaryFolder())
    let turn = try studio.say("Hydrate me")
    #expect(turn["said"] as? String == "Hydrate me")
    let replies = try #require(turn["replies"] as? [[String: Any]])
    #expect(replies.last?["kind"] as? String == "ask")
    #expect(replies.last?["text"] as? String == "How many ounces?")
    let kinds = try #require(turn["trace"] as? [[String: Any]]).compactMap { $0["kind"] as? String }
    #expect(kinds.contains("matched"))
    #expect((turn["waiting"] as? [String: Any])?["app"] as? String == "Hydrator")
    let nearest = try #require(turn["nearest"] as? [String])
    #expect(nearest.first?.contains("Hydrator › Track Intake") == true, "\(nearest)")
    #expect(try studio.say("8")["nearest"] as? [String] == [], "an answer is not matched against phrases")
    let done = try studio.say("water")
    let said = try #require(done["replies"] as? [[String: Any]]).compactMap { $0["text"] as? String }
    #expect(said.contains("OK. I logged 8 ounces of water."))
    #expect(try #require(done["trace"] as? [[String: Any]]).contains { $0["kind"] as? String == "stored" })
}

@Test func aSavedConversationIsATranscriptHarkTestPasses() throws {
    let folder = try temporaryFolder()
    let studio = try StudioServer(folder: folder)
    for line in ["Hydrate me", "8", "water", ":open Hydrator"] { _ = try studio.say(line) }
    let saved = try studio.request("POST", "/api/save", json: #"{"name":"hydrate-me"}"#)
    #expect(saved.status == 200, "\(saved.body)")
    #expect(saved.json?["file"] as? String == "hydrate-me.transcript")
    #expect(saved.json?["passed"] as? Bool == true)

    let test = try HarkProcess.run(["test", folder + "/hydrate-me.transcript"])
    #expect(test.status == 0, "\(test.output)")
    #expect(test.output.hasSuffix("1 passed, 0 failed\n"))
    let run = try studio.request("POST", "/api/run", json: "{}")
    #expect(run.json?["summary"] as? String == "1 passed, 0 failed")
    #expect((run.json?["coverage"] as? [String])?.contains { $0.contains("Hydrator") } == true, "\(run.body)")

    try "> Hydrate me\nHow many litres?\n".write(toFile: folder + "/wrong.transcript", atomically: true, encoding: .utf8)
    let failing = try #require(try studio.request("POST", "/api/run", json: "{}").json)
    #expect(failing["summary"] as? String == "1 passed, 1 failed")
    let wrong = try #require((failing["results"] as? [[String: Any]])?.first { $0["file"] as? String == "wrong.transcript" })
    #expect(wrong["passed"] as? Bool == false)
    #expect((wrong["report"] as? String)?.contains("+How many ounces?") == true)
}

@Test func aTranscriptIsNeverWrittenOutsideItsFolder() throws {
    let folder = try temporaryFolder()
    let studio = try StudioServer(folder: folder)
    #expect(try studio.request("POST", "/api/save", json: #"{"name":"first"}"#).status == 400)
    _ = try studio.say("Hydrate me")
    for name in ["../escape", "/tmp/x", "a/b", "", ".hidden", "-dash"] {
        let body = String(decoding: try JSONSerialization.data(withJSONObject: ["name": name]), as: UTF8.self)
        let refused = try studio.request("POST", "/api/save", json: body)
        #expect(refused.status == 400, "\(name)")
        #expect(refused.json?["error"] is String)
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/../escape.transcript"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".transcript") }.isEmpty)
}

@Test func aSensitiveAnswerIsNeverShown() throws {
    let studio = try StudioServer(folder: try temporaryFolder())
    let question = try studio.say("Lock my debit card in Wallet")
    #expect((question["waiting"] as? [String: Any])?["sensitive"] as? Bool == true)
    let body = String(decoding: try JSONSerialization.data(withJSONObject: ["text": "1234"]), as: UTF8.self)
    let answer = try studio.request("POST", "/api/turn", json: body)
    #expect(answer.json?["said"] as? String == "••••")
    #expect(!answer.body.contains("1234"))
    #expect(answer.body.contains("Your debit card is locked."))
}

@Test func aBadRequestIsAnsweredWithAnErrorAndTheStudioGoesOn() throws {
    let studio = try StudioServer(folder: try temporaryFolder())
    let cases: [(Int, StudioServer.Response)] = [
        (400, try studio.request("POST", "/api/turn", json: "{not json")),
        (400, try studio.request("POST", "/api/turn", json: #"{"words":"Hydrate me"}"#)),
        (400, try studio.request("POST", "/api/turn", json: #"{"text":"Hydrate me\nLog tea"}"#)),
        (405, try studio.request("GET", "/api/turn")),
        (400, try studio.request("POST", "/api/audio", json: "odd")),
        (404, try studio.request("GET", "/etc/passwd")),
        (413, try studio.request("POST", "/api/turn", json: #"{"text":""# + String(repeating: "a", count: 1_100_000) + #""}"#)),
    ]
    for (status, response) in cases {
        #expect(response.status == status, "\(response.body)")
        #expect(response.json?["error"] is String, "\(response.body)")
    }
    for garbage in ["GARBAGE\r\n\r\n", "GET / HTTP/1.1\r\nHost\r\n\r\n", "\u{0}\u{1}\u{2}\r\n\r\n", String(repeating: "X", count: 100_000)] {
        _ = try? studio.send(Data(garbage.utf8), seconds: 2)
    }
    #expect(try studio.say("Hydrate me")["said"] as? String == "Hydrate me")
}

@Test func aFolderThatIsNotThereIsNamed() throws {
    let missing = try temporaryFolder() + "/nowhere"
    let result = try HarkProcess.run(["studio", missing, "--port", "0"])
    #expect(result.status == 1)
    #expect(result.error == "hark: There is no folder \(missing) for the transcripts.\n")
}

/// The page in headless Chromium (Tests/Browser/studio_page.py): a Hydrator conversation begun
/// at the microphone (a recording played as one) and typed on, each question and the result
/// seen, saved as a transcript that passes; screenshots of each view are left in
/// .build/studio-screenshots.
@Test func thePageWorksInABrowser() throws {
    let folder = try temporaryFolder()
    let studio = try StudioServer(folder: folder)
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let result = try HarkProcess.run(
        [
            checkout + "/Tests/Browser/studio_page.py", studio.address.components(separatedBy: ": ").last ?? "",
            checkout + "/.build/studio-screenshots", checkout + "/transcripts/Voice/clips/hydrate-me.wav",
        ],
        binary: "/usr/bin/python3")
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(FileManager.default.fileExists(atPath: folder + "/browser-hydrate.transcript"))
}

@Test func theStoreTabShowsTheRecordsSuggestionsAndStackAtAChosenMoment() throws {
    let studio = try StudioServer(folder: try temporaryFolder())
    _ = try studio.say("Log 8 ounces of water in Hydrator")
    let view = try studio.request("POST", "/api/relevance", json: #"{"at":"2026-11-30T08:00:00Z","situation":"gym"}"#)
    #expect(view.status == 200, "\(view.body)")
    #expect(view.json?["now"] as? String == "2026-11-30T08:00:00Z")
    let screens = try #require(view.json?["screens"] as? [[String: Any]])
    let hydrator = try #require(screens.first { $0["app"] as? String == "Hydrator" })
    #expect((hydrator["lines"] as? [String])?.contains { $0.hasSuffix("8 oz of water") } == true)
    #expect(view.json?["suggestions"] is [Any] && view.json?["stack"] is [Any])
    let wrong = try studio.request("POST", "/api/relevance", json: #"{"situation":"beach"}"#)
    #expect(wrong.status == 400)
    #expect((wrong.json?["error"] as? String)?.hasPrefix("“beach” is not a situation") == true)
}

@Test func withoutLibmicrohttpdOrItsPortTheStudioSaysWhyInOneSentence() throws {
    let folder = try temporaryFolder()
    let missing = try HarkProcess.run(
        ["studio", folder, "--port", "0", "--store", folder + "/s.sqlite"], environment: ["HARK_MICROHTTPD_LIBRARY": folder + "/none.so"])
    #expect(missing.status == 1)
    #expect(missing.output == "")
    #expect(missing.error.hasPrefix("hark: Hark Studio needs libmicrohttpd.so.12, which cannot be loaded ("))
    #expect(missing.error.hasSuffix("; install the libmicrohttpd12 package.\n"))
    // Opened on first use: everything else runs without it.
    let typed = try HarkProcess.run(
        ["--store", folder + "/s.sqlite"], input: "Hydrate me\n", environment: ["HARK_MICROHTTPD_LIBRARY": folder + "/none.so"])
    #expect(typed.status == 0)
    #expect(typed.output.hasSuffix("How many ounces?\n"))

    let first = try StudioServer(folder: folder)
    let taken = try HarkProcess.run(["studio", folder, "--port", "\(first.port)", "--store", folder + "/t.sqlite"])
    #expect(taken.status == 1)
    #expect(taken.error == "hark: Cannot listen on 127.0.0.1 port \(first.port): Address already in use.\n")
}

@Test func aRecordingFromTheMicrophoneIsHeardByHarksRecogniser() throws {
    let studio = try StudioServer(folder: try temporaryFolder())
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let clip = try WAVFile.read(checkout + "/transcripts/Voice/clips/hydrate-me.wav").resampled(to: PCMAudio.recognitionRate)
    let bytes = clip.samples.flatMap { sample in withUnsafeBytes(of: sample.littleEndian) { Array($0) } }
    var lines = ["POST /api/audio HTTP/1.1", "Host: 127.0.0.1:\(studio.port)", "Connection: close", "X-Hark-Token: \(studio.token)"]
    lines += ["Content-Type: application/octet-stream", "Content-Length: \(bytes.count)"]
    let heard = try studio.send(Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + Data(bytes))
    #expect(heard.status == 200, "\(heard.body)")
    #expect(heard.json?["said"] as? String == "hydrate me")
    #expect((heard.json?["replies"] as? [[String: Any]])?.last?["text"] as? String == "How many ounces?")
}

@Test func eachAppShortcutComesWithItsFlow() throws {
    let studio = try StudioServer(folder: try temporaryFolder())
    let apps = try #require(try studio.request("GET", "/api/state").json?["apps"] as? [[String: Any]])
    /// Each shortcut's flow as "kind: label" lines.
    func flows(_ app: String) -> [[String]] {
        let shortcuts = apps.first { $0["name"] as? String == app }?["shortcuts"] as? [[String: Any]] ?? []
        return shortcuts.map { shortcut in
            (shortcut["flow"] as? [[String: Any]] ?? []).map { "\($0["kind"] as? String ?? ""): \($0["label"] as? String ?? "")" }
        }
    }
    #expect(flows("Hydrator") == [["intent: Track Intake", "parameter: Ounces", "parameter: Hydration Type", "result: Result"]])
    // Paying and locking a card are consequential: confirmed before they are done.
    #expect(flows("Wallet").filter { $0.contains("confirm: Confirm") }.count >= 2, "\(flows("Wallet"))")
}
