import Foundation
import HarkEngine
import HarkFileApps
import SampleApps
import HarkStore
import Testing

@testable import Hark

/// Apps declared in a file, through the built binary: `--app`, the apps folder, `hark apps`,
/// and the commands that work for them as for Swift apps.
enum FileAppFixtures {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let brewer = "\(repository)/transcripts/Brewer/Brewer.app.json5"
    static let tables = "\(repository)/transcripts/FileApps/Tables.app.json5"
    static let moodlog = "\(repository)/transcripts/FileApps/Moodlog.app.json5"
    static let broken = "\(repository)/Tests/HarkFileAppsTests/BrokenApps"

    /// An environment whose apps folder is empty, so the person's own apps stay out of the test.
    static func emptyConfig() throws -> [String: String] { ["XDG_CONFIG_HOME": try temporaryFolder()] }
}

@Test func theBrewerFileRunsAsWrittenInPlaybackAndOpensAsJSON() throws {
    let store = try temporaryFolder() + "/b.sqlite"
    let environment = try FileAppFixtures.emptyConfig()
    let arguments = ["--app", FileAppFixtures.brewer, "--store", store, "--clock", "2026-01-05T08:00:00Z"]
    let played = try HarkProcess.run(
        arguments, input: "Coffee time\nlarge\nAda\nyes\nOrder a large coffee in Brewer\nBob\nyes\n", environment: environment)
    #expect(played.status == 0)
    #expect(played.error.isEmpty)
    #expect(played.output == """
        > Coffee time
        What size?
        > large
        What name is it for?
        > Ada
        Order a large coffee with 1 shots for Ada?
        > yes
        OK, a large coffee for Ada is on its way.
        > Order a large coffee in Brewer
        What name is it for?
        > Bob
        Order a large coffee with 1 shots for Bob?
        > yes
        OK, a large coffee for Bob is on its way.

        """)
    let opened = try HarkProcess.run(["open", "Brewer", "--json"] + arguments, environment: environment)
    #expect(opened.status == 0)
    let orders = try JSONSerialization.jsonObject(with: Data(opened.output.utf8)) as? [[String: Any]]
    #expect(orders?.compactMap { $0["customer"] as? String } == ["Bob", "Ada"])
    #expect(orders?.compactMap { $0["size"] as? String } == ["large", "large"])
    #expect(orders?.compactMap { $0["shots"] as? Int } == [1, 1])
    #expect(orders?.compactMap { $0["time"] as? String } == ["2026-01-05T08:00:00Z", "2026-01-05T08:00:00Z"])
}

@Test func anAppFileAddedToAStoreInUseBringsItsSuggestedShortcut() throws {
    let store = try temporaryFolder() + "/s.sqlite"
    let environment = try FileAppFixtures.emptyConfig()
    let before = try HarkProcess.run(["--store", store], input: "Hydrate me\ncancel\n", environment: environment)
    #expect(before.output.contains("How many ounces?"))
    let after = try HarkProcess.run(
        ["--store", store, "--app", FileAppFixtures.brewer], input: "Coffee time\ncancel\nHydrate me\ncancel\n",
        environment: environment)
    #expect(after.output.components(separatedBy: "\n").filter { $0 == "What size?" || $0 == "How many ounces?" }.count == 2)
    let listed = try HarkProcess.run(["shortcuts", "list", "--store", store, "--app", FileAppFixtures.brewer], environment: environment)
    #expect(listed.output.components(separatedBy: "\n").filter { $0.hasPrefix("“Hydrate me”") || $0.hasPrefix("“Coffee time”") }.count == 2)
}

@Test func everyFileInTheAppsFolderIsInstalledAndListedWithItsPath() throws {
    let config = try temporaryFolder()
    let folder = config + "/hark/apps"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: FileAppFixtures.brewer, toPath: folder + "/Brewer.app.json5")
    try FileManager.default.copyItem(atPath: FileAppFixtures.tables, toPath: folder + "/Tables.json")
    let environment = ["XDG_CONFIG_HOME": config]
    let listed = try HarkProcess.run(["apps", "list"], environment: environment)
    #expect(listed.status == 0)
    #expect(listed.output.contains("Hydrator   built in\n"))
    #expect(listed.output.contains("Brewer     \(folder)/Brewer.app.json5\n"))
    #expect(listed.output.contains("Tables     \(folder)/Tables.json\n"))
    let matched = try HarkProcess.run(["match", "Order a big coffee in Brew"], environment: environment)
    #expect(matched.output.hasPrefix("Decision: matched Brewer › Order Coffee with size = large\n"))
    let doctor = try HarkProcess.run(["doctor", "--store", try temporaryFolder() + "/d.sqlite"], environment: environment)
    #expect(doctor.status == 0)
    #expect(doctor.output.hasPrefix("No conflicts: 6 apps, "))
}

@Test func aBadFileInTheAppsFolderIsNamedAndTheListGoesOn() throws {
    let config = try temporaryFolder()
    let folder = config + "/hark/apps"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "{ name: \"Broken\", intents: [ }".write(toFile: folder + "/Broken.json5", atomically: true, encoding: .utf8)
    let listed = try HarkProcess.run(["apps", "list"], environment: ["XDG_CONFIG_HOME": config])
    #expect(listed.status == 0)
    #expect(listed.output.hasPrefix("Hydrator   built in\n"))
    #expect(listed.error == "hark: The app file \(folder)/Broken.json5 was not installed (line 1: syntax error: the list “[” opened at line 1 is not closed; add “]” before “}”); hark apps check \(folder)/Broken.json5 lists every problem.\n")
}

@Test func aBadAppFileIsNamedInOneSentenceAndHarkStartsWithTheOthers() throws {
    let broken = "\(FileAppFixtures.broken)/unknown-type.app.json5"
    let result = try HarkProcess.run(
        ["--app", broken, "--app", FileAppFixtures.brewer, "--store", try temporaryFolder() + "/x.sqlite"],
        input: "Order a small coffee in Brewer\nCy\nno\n", environment: try FileAppFixtures.emptyConfig())
    #expect(result.status == 0)
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(result.error.hasPrefix("hark: The app file \(broken) was not installed (line 9: intents[0].parameters[1].type: unknown type"))
    #expect(result.output.contains("Order a small coffee with 1 shots for Cy?"))
}

@Test(arguments: try FileManager.default.contentsOfDirectory(atPath: FileAppFixtures.broken).sorted())
func appsCheckPrintsEachProblemOfABrokenFileAndExitsOne(_ name: String) throws {
    let path = "\(FileAppFixtures.broken)/\(name)"
    let result = try HarkProcess.run(["apps", "check", path], environment: try FileAppFixtures.emptyConfig())
    let expected = AppFiles.check([path], besides: try AppCatalog(apps: sampleApps).apps)
    #expect(result.status == 1)
    #expect(expected.count == 1)
    #expect(result.output == expected.map { "\($0)\n" }.joined())
    #expect(result.error == "hark: 1 problem in \(path).\n")
}

@Test func appsCheckExitsZeroForValidFilesAndTwoWithoutAny() throws {
    let valid = try HarkProcess.run(["apps", "check", FileAppFixtures.brewer, FileAppFixtures.tables])
    #expect(valid.status == 0)
    #expect(valid.output == "All 2 app files are valid.\n")
    let none = try HarkProcess.run(["apps", "check"])
    #expect(none.status == 2)
    #expect(none.error == "hark: Say which app files to check: hark apps check FILE….\n")
}

@Test func initFileWritesAnAppWhoseTwoTranscriptsPass() throws {
    let folder = try temporaryFolder() + "/MoodLog"
    let environment = try FileAppFixtures.emptyConfig()
    let written = try HarkProcess.run(["init", "MoodLog", "--file", "--path", folder], environment: environment)
    #expect(written.status == 0)
    #expect(written.output.hasPrefix("Created MoodLog.app.json5 and two transcripts in \(folder).\n"))
    let checked = try HarkProcess.run(["apps", "check", folder + "/MoodLog.app.json5"], environment: environment)
    #expect(checked.status == 0)
    let tested = try HarkProcess.run(["test", folder + "/transcripts"], environment: environment)
    #expect(tested.output == "2 passed, 0 failed\n")
    #expect(tested.status == 0)
    // Each phrase of the template, said word for word, runs its shortcut.
    for said in ["Log a great day in MoodLog", "Log my day in MoodLog"] {
        let matched = try HarkProcess.run(["match", said, "--app", folder + "/MoodLog.app.json5"], environment: environment)
        #expect(matched.output.hasPrefix("Decision: matched MoodLog › Log My Day"), "\(said): \(matched.output)")
    }
    let again = try HarkProcess.run(["init", "MoodLog", "--file", "--path", folder], environment: environment)
    #expect(again.status == 1)
    #expect(again.error == "hark: The folder \(folder) is not empty; choose a new or empty folder with --path.\n")
}

@Test func aRecordingWithAFileAppNamesItsFileSoTheReplayHasIt() throws {
    let path = try temporaryFolder() + "/recorded.transcript"
    guard case .success(let brewer) = AppFiles.read(FileAppFixtures.brewer) else {
        Issue.record("Brewer.app.json5 is not valid")
        return
    }
    let store = try SQLiteStore.inMemory()
    defer { store.close() }
    let catalog = try AppCatalog(installing: try AppCatalog(apps: sampleApps).apps + [brewer])
    let session = try Session(catalog: catalog, store: store, environment: SessionEnvironment(clock: .fixed(Date(timeIntervalSince1970: 1_767_603_600))))
    let recorder = try TranscriptRecorder(path: path, clock: session.environment.clock, appFiles: [FileAppFixtures.brewer])
    for turn in ["Order a large coffee in Brewer", "Ada", "yes"] {
        try recorder.record(turn: turn, replies: session.respond(to: turn), at: session.environment.clock.now)
    }
    try recorder.close()
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("# Recorded by hark\n@clock 2026-01-05T09:00:00Z\n@app \(FileAppFixtures.brewer)\n\n> Order a large coffee in Brewer\n"))
    let tested = try HarkProcess.run(["test", path], environment: try FileAppFixtures.emptyConfig())
    #expect(tested.output == "1 passed, 0 failed\n")
}

@Test func testWithAppInstallsTheFileInEveryWorker() throws {
    let folder = try temporaryFolder()
    let transcript = """
        > Order a large coffee in Brewer
        What name is it for?
        > Ada
        Order a large coffee with 1 shots for Ada?
        > yes
        OK, a large coffee for Ada is on its way.

        """
    for name in ["first", "second", "third"] {
        try transcript.write(toFile: "\(folder)/\(name).transcript", atomically: true, encoding: .utf8)
    }
    let tested = try HarkProcess.run(
        ["--app", FileAppFixtures.brewer, "test", "--jobs", "2", folder], environment: try FileAppFixtures.emptyConfig())
    #expect(tested.output == "3 passed, 0 failed\n")
    #expect(tested.status == 0)
}

@Test func coverageReportsAFileAppATranscriptInstalled() throws {
    let result = try HarkProcess.run(
        ["test", "--coverage", "\(FileAppFixtures.repository)/transcripts/Brewer"], environment: try FileAppFixtures.emptyConfig())
    #expect(result.status == 0)
    #expect(result.output.contains("\nBrewer: App Shortcuts 1 of 1, phrases 2 of 2, suggested shortcuts 1 of 1, parameters 3 of 3, outcomes "))
    #expect(result.output.contains("\n  intent Order Coffee\n    size: success "))
}

@Test func aTranscriptWhoseAppFileCannotBeInstalledIsAnErrorNamingFileAndLine() throws {
    let folder = try temporaryFolder()
    try "# a missing app file\n@app Missing.app.json5\n> Hi\n".write(toFile: folder + "/t.transcript", atomically: true, encoding: .utf8)
    let result = try HarkProcess.run(["test", folder + "/t.transcript"], environment: try FileAppFixtures.emptyConfig())
    #expect(result.status == 2)
    #expect(result.output.hasPrefix("ERROR \(folder)/t.transcript:2: the app file cannot be installed: \(folder)/Missing.app.json5: there is no such file; check the path."))
}

extension TerminalTests {
    @Test func theReplRunsAFileAppAndKeepsItsSensitiveAnswersOutOfHistory() throws {
        let terminal = try TerminalSession(arguments: ["--app", FileAppFixtures.tables], environment: try FileAppFixtures.emptyConfig())
        try terminal.waitFor("hark> ")
        try terminal.type("Book a table for 2 on Friday in Tables", then: "Enter")
        try terminal.waitFor("Tables · highChair> ")
        try terminal.type("no", then: "Enter")
        try terminal.waitFor("Tables · phone> ")
        try terminal.type("555 0100", then: "Enter")
        #expect(try terminal.waitFor("Book a table inside for 2 on Friday").contains("?"))
        try terminal.type("yes", then: "Enter")
        try terminal.waitFor("Booked: 2 on Friday")
        try terminal.press("C-d")
        try terminal.waitFor("EXIT=")
        let history = try String(contentsOfFile: terminal.folder + "/t.history", encoding: .utf8)
        #expect(history.contains("Book\\040a\\040table"))
        #expect(!history.contains("555"))
    }
}
