import HarkKit

/// What the engine keeps between turns and runs. HarkStore implements it on SQLite; the
/// engine's tests run it on a second implementation too, in memory (`MemoryStore`). An error
/// that says the store itself failed is a `StoreFailure`.
public protocol HarkStorage: AnyObject, Sendable, RelevanceStorage {
    /// The records of one app.
    func records(ofApp app: String) -> any RecordStore
    /// User shortcuts, in the order they were made.
    func userShortcuts() throws -> [UserShortcut]
    func addUserShortcut(_ shortcut: UserShortcut) throws
    /// Gives a user shortcut a new phrase (phrases compare without case); false when none has `phrase`.
    func renameUserShortcut(_ phrase: String, to newPhrase: String) throws -> Bool
    /// Deletes a user shortcut; false when none has `phrase`.
    func removeUserShortcut(_ phrase: String) throws -> Bool
    /// A small persistent setting of Hark's own (which tips were shown, whether the store was seeded).
    func setting(_ key: String) throws -> String?
    func setSetting(_ key: String, to value: String) throws
    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    func inTransaction<Result>(_ body: () throws -> Result) throws -> Result
}
