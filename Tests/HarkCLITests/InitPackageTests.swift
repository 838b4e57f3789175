import Foundation
import Testing

/// The outside path: `hark init` makes a package that depends on this checkout, its own
/// `make test` passes, and its binary logs what its example phrase says. It builds Hark again
/// inside the new package, so it is the slowest test; it is one test so it builds once.
@Test func anInitializedPackageBuildsPassesItsTestsAndLogs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let package = folder + "/Pantry"
    let created = try HarkProcess.run(["init", "Pantry", "--path", package, "--hark", checkoutFolder])
    #expect(created.status == 0, "\(created.error)")

    let log = folder + "/make-test.log"
    let made = try HarkProcess.run(["-c", "make -C '\(package)' test > '\(log)' 2>&1"], binary: "/bin/sh")
    let makeOutput = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    try #require(made.status == 0, "make test failed:\n\(makeOutput.suffix(4000))")
    #expect(makeOutput.contains("2 passed, 0 failed"))

    let binary = package + "/.build/debug/Pantry"
    let store = folder + "/pantry.sqlite"
    let said = try HarkProcess.run(["--store", store], input: "Log an amount in Pantry\n3\n", binary: binary)
    #expect(said.output == "> Log an amount in Pantry\nHow much?\n> 3\nOK. I logged 3.\n")
    // The template is one a device accepts: no phrase or behaviour of its own is listed.
    let device = try HarkProcess.run(["doctor", "--device"], binary: binary)
    #expect(!device.output.contains("phrase “"), "\(device.output)")
    let opened = try HarkProcess.run(["open", "Pantry", "--json", "--store", store], binary: binary)
    let records = try JSONSerialization.jsonObject(with: Data(opened.output.utf8)) as? [[String: Any]]
    #expect(records?.count == 1)
    #expect(records?.first?["amount"] as? Int == 3)

    // Only Pantry is installed: help, examples and discovery speak of it and of nothing else.
    let talk = try HarkProcess.run(
        ["--store", store], input: ":help\nWhat can I do here?\nWhat can I do with Pantry?\nPlease paint the fence\n:open\n:apps\n", binary: binary)
    #expect(talk.output.contains("Say what you want, such as “Log an amount in Pantry”, or use a command:"))
    #expect(talk.output.contains("> What can I do here?\nYou can say:\n  Log an amount in Pantry\n>"))
    #expect(talk.output.contains("> What can I do with Pantry?\nWith Pantry you can say:\n  Log an amount in Pantry\n"))
    #expect(talk.output.contains("> Please paint the fence\nSorry, I didn't understand that.\nYou can say:\n  Log an amount in Pantry\n"))
    #expect(talk.output.contains("Say which app to open, such as :open Pantry."))
    for sample in ["Hydrat", "Meditat", "Workout", "Wallet", "ounces"] {
        #expect(!talk.output.contains(sample), "\(sample) in:\n\(talk.output)")
    }
    let help = try HarkProcess.run(["--help"], binary: binary)
    #expect(help.status == 0 && !help.output.contains("Hydrat"))
}

/// The folder of this checkout (Tests/HarkCLITests/ is two below it).
private let checkoutFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The package `hark init` makes builds Hark from source, so its `make` installs every Debian
/// package of headers Hark's own build needs (the `-dev` packages of Hark's Makefile).
@Test func anInitializedPackageInstallsEveryHeaderPackageHarksBuildNeeds() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let created = try HarkProcess.run(["init", "Pantry", "--path", folder + "/Pantry", "--hark", checkoutFolder])
    #expect(created.status == 0, "\(created.error)")
    func packages(inMakefile path: String) throws -> Set<String> {
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\\\n", with: " ")
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("PACKAGES =") })
        return Set(line.dropFirst("PACKAGES =".count).split(whereSeparator: \.isWhitespace).map(String.init))
    }
    let harks = try packages(inMakefile: checkoutFolder + "/Makefile").filter { $0.hasSuffix("-dev") }
    let starters = try packages(inMakefile: folder + "/Pantry/Makefile")
    #expect(!harks.isEmpty)
    #expect(harks.subtracting(starters).isEmpty, "missing: \(harks.subtracting(starters).sorted())")
}
