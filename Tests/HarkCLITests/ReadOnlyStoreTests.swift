import Foundation
import Testing

/// Commands that only look (`match`, `doctor`, `open`) never write to the store: a new store is
/// not made, and one that may not be written (a read-only file in a read-only folder) is read
/// as it is, with the same answers as a writable one and not one byte changed.
@Suite(.serialized) struct ReadOnlyStoreTests {
    static let readingCommands = [["match", "Hydrate me"], ["doctor"], ["open", "Hydrator"]]

    @Test func readingANewStoreMakesNoFile() throws {
        let folder = try temporaryFolder()
        let store = folder + "/new.sqlite"
        for command in Self.readingCommands {
            let result = try HarkProcess.run(command + ["--store", store])
            #expect(result.error == "")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
        let match = try HarkProcess.run(["match", "Hydrate me", "--store", store])
        #expect(match.status == 0)
        #expect(match.output.contains("user shortcut \"Hydrate me\""))
    }

    @Test func aStoreInAReadOnlyFolderIsReadWithoutAByteChanged() throws {
        let (store, expected) = try Self.storeAndItsAnswers()
        let folder = (store as NSString).deletingLastPathComponent
        let before = try Self.snapshot(of: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: store)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        for (command, answer) in zip(Self.readingCommands, expected) {
            let result = try HarkProcess.run(command + ["--store", store])
            #expect(result.status == answer.status)
            #expect(result.output == answer.output)
            #expect(result.error == "")
        }
        #expect(try Self.snapshot(of: folder) == before)
    }

    /// Root is not stopped by permission bits, so the same is done as `nobody`, whom they stop.
    @Test(.enabled(if: Machine.canRunAsNobody)) func aStoreTheUserMayNotWriteIsReadAsItIs() throws {
        let (store, expected) = try Self.storeAndItsAnswers()
        let folder = (store as NSString).deletingLastPathComponent
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store)
        let before = try Self.snapshot(of: folder)
        for (command, answer) in zip(Self.readingCommands, expected) {
            let result = try Machine.runAsNobody(HarkProcess.binary, command + ["--store", store], input: "")
            #expect(result.status == answer.status)
            #expect(result.output == answer.output)
            #expect(result.error == "")
        }
        #expect(try Self.snapshot(of: folder) == before)
    }

    /// A store with one entry and a shortcut of the person's own, and what each reading command
    /// says of it while it may still be written.
    private static func storeAndItsAnswers() throws -> (String, [HarkProcess.Result]) {
        let store = try temporaryFolder() + "/store.sqlite"
        let made = try HarkProcess.run(
            ["--store", store], input: "Log 8 ounces of water in Hydrator\n:shortcuts add \"Teatime\" = Log tea in Hydrator\n")
        #expect(made.status == 0)
        return (store, try readingCommands.map { try HarkProcess.run($0 + ["--store", store]) })
    }

    /// Every file of the folder with its bytes.
    private static func snapshot(of folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }
}
