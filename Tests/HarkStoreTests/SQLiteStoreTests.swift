import CSQLite
import Foundation
import HarkEngine
import HarkStore
import Testing

/// A fresh folder for one test's files.
func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Test func recordsComeBackInTheOrderTheyWereAdded() throws {
    let store = try SQLiteStore.inMemory()
    let records = store.records(ofApp: "Hydrator")
    try records.append(encoded: Data("first".utf8), to: "LogEntry")
    try records.append(encoded: Data("second".utf8), to: "LogEntry")
    try store.records(ofApp: "Other").append(encoded: Data("elsewhere".utf8), to: "LogEntry")
    #expect(try records.all(in: "LogEntry").map { String(decoding: $0, as: UTF8.self) } == ["first", "second"])
}

@Test func aTransactionThatThrowsKeepsNothing() throws {
    struct Abandon: Error {}
    let store = try SQLiteStore.inMemory()
    #expect(throws: Abandon.self) {
        try store.inTransaction {
            try store.records(ofApp: "A").append(encoded: Data("x".utf8), to: "C")
            throw Abandon()
        }
    }
    #expect(try store.records(ofApp: "A").all(in: "C").isEmpty)
}

@Test func userShortcutsAndSettingsPersistAcrossOpenings() throws {
    let path = try temporaryFolder() + "/store.sqlite"
    let first = try SQLiteStore(path: path)
    try first.addUserShortcut(UserShortcut(phrase: "Hydrate me", intentID: "Hydrator.TrackIntake", fixedValues: ["ounces": .integer(8)]))
    try first.setSetting("seen", to: "yes")
    first.close()
    let second = try SQLiteStore(path: path)
    defer { second.close() }
    #expect(try second.userShortcuts() == [UserShortcut(phrase: "Hydrate me", intentID: "Hydrator.TrackIntake", fixedValues: ["ounces": .integer(8)])])
    #expect(try second.setting("seen") == "yes")
}

@Test func aNewStoreFileCanBeReadOnlyByItsOwner() throws {
    let path = try temporaryFolder() + "/store.sqlite"
    let store = try SQLiteStore(path: path)
    store.close()
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
}

@Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
    let path = try temporaryFolder() + "/notes.txt"
    let content = Data(String(repeating: "just some notes\n", count: 200).utf8)
    try content.write(to: URL(fileURLWithPath: path))
    #expect(throws: StoreError.notADatabase(path: path)) { try SQLiteStore(path: path) }
    #expect(FileManager.default.contents(atPath: path) == content)
}

@Test func aStoreFromANewerHarkIsRefusedAndLeftUntouched() throws {
    let path = try temporaryFolder() + "/future.sqlite"
    var handle: OpaquePointer?
    sqlite3_open(path, &handle)
    sqlite3_exec(handle, "CREATE TABLE t (x); PRAGMA user_version = 99", nil, nil, nil)
    sqlite3_close(handle)
    let before = FileManager.default.contents(atPath: path)
    #expect(throws: StoreError.self) { try SQLiteStore(path: path) }
    #expect(FileManager.default.contents(atPath: path) == before)
}

@Test func aMissingFolderIsNamedInTheError() throws {
    let path = try temporaryFolder() + "/missing/store.sqlite"
    #expect(throws: StoreError.missingFolder(path: path)) { try SQLiteStore(path: path) }
    #expect(StoreError.missingFolder(path: path).description.contains(path))
}
