import CSQLite
import Foundation
import Testing

/// A store that is not right gets one sentence on stderr naming it and what to do, exit status
/// 1, and is left exactly as it was. Tests run as root, whom permission bits do not stop, so a
/// read-only file or folder is made with `chattr +i` (immutable, which stops root too) or by
/// running `hark` as `nobody`; a full disk is a 256 KB tmpfs. Where the machine cannot do that,
/// the test is skipped, not faked.
@Suite(.serialized) struct StoreProblemTests {
    static let logLine = "Log 8 ounces of water in Hydrator\n"

    @Test func aDamagedStoreIsNamedAndLeftAsItWas() throws {
        let store = try Self.storeWithEntries(20)
        // Garbage over every page but the first, which keeps the header and the schema.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: store))
        var generator = SeededGenerator.fromEnvironment(test: "damaged store garbage")
        for index in 4096..<bytes.count { bytes[index] = UInt8.random(in: 0...255, using: &generator) }
        try bytes.write(to: URL(fileURLWithPath: store))
        for arguments in [["open", "Hydrator"], []] {
            let result = try HarkProcess.run(arguments + ["--store", store], input: Self.logLine)
            #expect(result.status == 1)
            #expect(result.error == "hark: The store \(store) is damaged; it was left untouched. Restore a backup or choose another file with --store.\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == bytes)
        }
    }

    @Test func aStoreFromANewerHarkIsNamedAndLeftAsItWas() throws {
        let store = try Self.storeWithEntries(1)
        var handle: OpaquePointer?
        sqlite3_open(store, &handle)
        sqlite3_exec(handle, "PRAGMA user_version = 99", nil, nil, nil)
        sqlite3_close(handle)
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let result = try HarkProcess.run(["--store", store], input: Self.logLine)
        #expect(result.status == 1)
        #expect(result.error.contains("The store \(store) was written by a newer Hark (schema 99"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }

    @Test func aMissingFolderIsNamed() throws {
        let store = try temporaryFolder() + "/no/such/folder/store.sqlite"
        let result = try HarkProcess.run(["--store", store], input: Self.logLine)
        #expect(result.status == 1)
        #expect(result.error == "hark: The folder for the store \(store) does not exist; create it or choose another with --store.\n")
        #expect(!FileManager.default.fileExists(atPath: store))
    }

    @Test(.enabled(if: Machine.canMakeImmutable)) func anImmutableStoreFileIsRefusedAndLeftAsItWas() throws {
        let store = try Self.storeWithEntries(1)
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        try Machine.run("/usr/bin/chattr", ["+i", store])
        defer { try? Machine.run("/usr/bin/chattr", ["-i", store]) }
        let result = try HarkProcess.run(["--store", store], input: Self.logLine)
        #expect(result.status == 1)
        #expect(result.error == Self.readOnlySentence(store))
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }

    @Test(.enabled(if: Machine.canMakeImmutable)) func anImmutableFolderIsRefusedForOldAndNewStores() throws {
        let store = try Self.storeWithEntries(1)
        let folder = (store as NSString).deletingLastPathComponent
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        try Machine.run("/usr/bin/chattr", ["+i", folder])
        defer { try? Machine.run("/usr/bin/chattr", ["-i", folder]) }
        let existing = try HarkProcess.run(["--store", store], input: Self.logLine)
        #expect(existing.status == 1)
        #expect(existing.error == Self.readOnlySentence(store))
        let new = folder + "/new.sqlite"
        let created = try HarkProcess.run(["--store", new], input: Self.logLine)
        #expect(created.status == 1)
        #expect(created.error == Self.readOnlySentence(new))
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
        #expect(!FileManager.default.fileExists(atPath: new))
    }

    @Test(.enabled(if: Machine.canRunAsNobody)) func aStoreTheUserMayOnlyReadIsRefused() throws {
        let store = try Self.storeWithEntries(1)
        let folder = (store as NSString).deletingLastPathComponent
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store)
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let result = try Machine.runAsNobody(HarkProcess.binary, ["--store", store], input: Self.logLine)
        #expect(result.status == 1)
        #expect(result.error == Self.readOnlySentence(store))
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }

    @Test(.enabled(if: Machine.canMountTmpfs)) func aFullDiskIsNamedForNewAndExistingStores() throws {
        try Machine.withSmallDisk { disk in
            let existing = disk + "/store.sqlite"
            #expect(try HarkProcess.run(["--store", existing], input: Self.logLine).status == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: existing))
            try Machine.fill(disk)
            let new = disk + "/new.sqlite"
            for store in [existing, new] {
                let result = try HarkProcess.run(["--store", store], input: Self.logLine)
                #expect(result.status == 1)
                #expect(result.error == "hark: The disk holding the store \(store) is full; free some space and try again.\n")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == before)
            #expect(!FileManager.default.fileExists(atPath: new))
        }
    }

    @Test(.enabled(if: Machine.canMountTmpfs)) func aDiskThatFillsMidSessionSaysNothingWasSavedAndStops() throws {
        try Machine.withSmallDisk { disk in
            let store = disk + "/store.sqlite"
            let hark = try RunningHark(["--store", store])
            hark.type(Self.logLine)
            hark.waitFor("OK. I logged")
            try Machine.fill(disk)
            hark.type(String(repeating: Self.logLine, count: 50))
            let result = try hark.finish()
            #expect(result.status == 1)
            #expect(result.output.components(separatedBy: "OK. I logged").count - 1 == 1)
            #expect(result.output.hasSuffix("nothing was saved: The disk holding the store \(store) is full; free some space and try again.\n"))
            #expect(result.error == "hark: The disk holding the store \(store) is full; free some space and try again.\n")
            try FileManager.default.removeItem(atPath: disk + "/filler")
            #expect(try entryCount(in: store) == 1)
        }
    }

    private static func readOnlySentence(_ store: String) -> String {
        "hark: The store \(store) cannot be written (read-only file or folder); fix its permissions or choose another file with --store.\n"
    }

    /// A store in a fresh folder holding `count` Hydrator entries.
    private static func storeWithEntries(_ count: Int) throws -> String {
        let store = try temporaryFolder() + "/store.sqlite"
        let result = try HarkProcess.run(["--store", store], input: String(repeating: logLine, count: count))
        #expect(result.status == 0)
        return store
    }
}

/// What this machine lets a root test do: immutable files, tmpfs mounts, another user.
enum Machine {
    static let canMakeImmutable: Bool = {
        guard let folder = try? temporaryFolder() else { return false }
        let file = folder + "/probe"
        guard FileManager.default.createFile(atPath: file, contents: Data()),
            (try? run("/usr/bin/chattr", ["+i", file])) != nil else { return false }
        try? run("/usr/bin/chattr", ["-i", file])
        return true
    }()

    static let canMountTmpfs: Bool = (try? withSmallDisk { _ in }) != nil

    static let canRunAsNobody: Bool =
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    /// Runs `body` with a 256 KB tmpfs mounted on a fresh folder, unmounted after.
    static func withSmallDisk(_ body: (String) throws -> Void) throws {
        let disk = try temporaryFolder()
        try run("/bin/mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", disk])
        defer { try? run("/bin/umount", [disk]) }
        try body(disk)
    }

    /// Fills the disk holding `folder` with one file, `filler`.
    static func fill(_ folder: String) throws {
        let filler = folder + "/filler"
        guard FileManager.default.createFile(atPath: filler, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: filler))
        defer { try? handle.close() }
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
    }

    static func runAsNobody(_ binary: String, _ arguments: [String], input: String) throws -> HarkProcess.Result {
        try HarkProcess.run(
            ["--reuid=nobody", "--regid=nogroup", "--clear-groups", binary] + arguments, input: input,
            binary: "/usr/bin/setpriv")
    }

    /// Runs a tool; throws when it fails.
    static func run(_ tool: String, _ arguments: [String]) throws {
        let result = try HarkProcess.run(arguments, binary: tool)
        struct Failed: Error { let message: String }
        guard result.status == 0 else { throw Failed(message: result.error) }
    }
}
