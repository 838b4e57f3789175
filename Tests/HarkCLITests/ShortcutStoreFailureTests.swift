import CSQLite
import Foundation
import Testing

/// A store whose shortcuts cannot be read while Hark runs: `:shortcuts` still lists the App
/// Shortcuts and says why the person's are missing, and a new phrase is not saved unchecked.
@Test func shortcutsThatCannotBeReadAreSaidNotDropped() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    let add = ":shortcuts add \"Tea time\" = Log 8 ounces of tea in Hydrator\n"
    #expect(try HarkProcess.run(["--store", store], input: add).status == 0)
    let hark = try RunningHark(["--store", store])
    hark.type(":shortcuts\n")
    hark.waitFor("Your shortcut: “Tea time”")
    // Another program damages the shortcut's values while Hark runs.
    var handle: OpaquePointer?
    sqlite3_open(store, &handle)
    sqlite3_busy_timeout(handle, 5_000)
    #expect(sqlite3_exec(handle, "UPDATE user_shortcuts SET fixed_values = '{broken' WHERE phrase = 'Tea time'", nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    hark.type(":shortcuts\n:shortcuts add \"Teatime\" = Log 4 ounces of tea in Hydrator\n")
    let printed = try hark.finish().output
    let damaged = "The store \(store) is damaged; it was left untouched. Restore a backup or choose another file with --store."
    let second = String(printed.split(separator: "> :shortcuts\n", omittingEmptySubsequences: false)[2])
    #expect(second.contains("Hydrator:\n  Log a Drink\n"))
    #expect(second.contains("Your shortcuts could not be read: \(damaged)\n> :shortcuts add"))
    #expect(second.hasSuffix("“Teatime” could not be checked against your shortcuts, so it was not saved: \(damaged)\n"))
}

/// Values in the store that this Hark cannot read are a damaged store, said in Hark's words
/// (it used to print a JSON decoder's dump).
@Test func unreadableShortcutValuesAreADamagedStore() throws {
    let store = try temporaryFolder() + "/x.sqlite"
    #expect(try HarkProcess.run(["--store", store], input: ":shortcuts add \"Tea time\" = Log 8 ounces of tea in Hydrator\n").status == 0)
    var handle: OpaquePointer?
    sqlite3_open(store, &handle)
    #expect(sqlite3_exec(handle, "UPDATE user_shortcuts SET fixed_values = '{broken'", nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    let result = try HarkProcess.run(["--store", store], input: ":shortcuts\n")
    #expect(result.status == 1)
    #expect(result.error == "hark: The store \(store) is damaged; it was left untouched. Restore a backup or choose another file with --store.\n")
}
