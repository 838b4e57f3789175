import CSQLite
import Foundation
import HarkEngine
import HarkStore
import Testing

/// Runs SQL on the file directly, as an older Hark would have left it.
private func sql(_ path: String, _ script: String) {
    var handle: OpaquePointer?
    sqlite3_open(path, &handle)
    sqlite3_exec(handle, script, nil, nil, nil)
    sqlite3_close(handle)
}

@Test func anOlderStoreKeysItsSiriTipsByAppAndPhrase() throws {
    let path = try temporaryFolder() + "/store.sqlite"
    try SQLiteStore(path: path).close()
    // Schema 3 noted a tip by the App Shortcut's place in its app's list.
    sql(
        path,
        """
        PRAGMA user_version = 3;
        INSERT INTO settings (key, value) VALUES ('siri-tip-shown.Hydrator.1.Log {ounces} ounces in {app}', 'yes');
        INSERT INTO settings (key, value) VALUES ('siri-tip-shown.Meditator.12.Start a {session} session in {app}', 'yes');
        INSERT INTO settings (key, value) VALUES ('siri-tips.Hydrator', 'off');
        """)
    let store = try SQLiteStore(path: path)
    defer { store.close() }
    #expect(try store.setting("siri-tip-shown.Hydrator.Log {ounces} ounces in {app}") == "yes")
    #expect(try store.setting("siri-tip-shown.Meditator.Start a {session} session in {app}") == "yes")
    #expect(try store.setting("siri-tip-shown.Hydrator.1.Log {ounces} ounces in {app}") == nil)
    #expect(try store.setting("siri-tips.Hydrator") == "off")
}

@Test func readingAnOlderStoreMigratesACopyAndLeavesTheFileAsItWas() throws {
    let path = try temporaryFolder() + "/store.sqlite"
    let writer = try SQLiteStore(path: path)
    try writer.setSetting("siri-tip-shown.Hydrator.1.Track my intake in {app}", to: "yes")
    writer.close()
    sql(path, "PRAGMA user_version = 3;")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let reader = try SQLiteStore.reading(path: path)
    #expect(try reader.setting("siri-tip-shown.Hydrator.Track my intake in {app}") == "yes")
    reader.close()
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
}

@Test func readingAStoreThatDoesNotExistMakesNoFile() throws {
    let path = try temporaryFolder() + "/none.sqlite"
    let reader = try SQLiteStore.reading(path: path)
    #expect(try reader.userShortcuts().isEmpty)
    reader.close()
    #expect(!FileManager.default.fileExists(atPath: path))
}
