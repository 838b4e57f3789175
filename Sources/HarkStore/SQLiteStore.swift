import CSQLite
import Foundation
import HarkEngine
import HarkKit

/// Hark's store: one SQLite file (WAL, full sync, busy timeout), or memory for tests.
///
///     let store = try SQLiteStore(path: "/tmp/hark.sqlite")
///     try store.addUserShortcut(UserShortcut(phrase: "Hydrate me", intentID: "Hydrator.TrackIntake"))
///     store.close()
public final class SQLiteStore: HarkStorage, @unchecked Sendable {
    public let path: String
    let connection: Connection

    /// Opens the store at `path`, creating the file (0600) when it does not exist.
    ///
    /// A file that cannot be used as it is (not SQLite, damaged, from a newer Hark, read-only,
    /// on a full disk) is refused with a `StoreError` and left as it was; a new file that could
    /// not be made into a store is not left behind empty. Several processes may open the same
    /// new store at once: the one that gets the write lock creates the schema, the others wait.
    public init(path: String) throws(StoreError) {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            throw .missingFolder(path: path)
        }
        let isNew = !FileManager.default.fileExists(atPath: path)
        let previousMask = isNew ? umask(0o077) : nil
        defer { if let previousMask { umask(previousMask) } }
        var opened: Connection?
        do {
            let connection = try Connection(path: path, create: true)
            opened = connection
            if connection.isReadOnly { throw StoreError.readOnly(path: path) }
            try Self.configure(connection, path: path)
            connection.forgetFailure()
            self.connection = connection
        } catch {
            opened?.close()
            if isNew { Self.removeEmptyFile(at: path) }
            throw Self.openError(error, path: path)
        }
    }

    /// A store that lives in memory and vanishes when closed; for tests.
    public static func inMemory() throws(StoreError) -> SQLiteStore {
        try SQLiteStore(memory: ())
    }

    private init(memory: Void) throws(StoreError) {
        path = ":memory:"
        do {
            connection = try Connection(path: ":memory:", create: true)
            try Migrations.apply(to: connection, path: path)
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
    }

    private static func configure(_ connection: Connection, path: String) throws {
        connection.setBusyTimeout(milliseconds: 10_000)
        try connection.retryingWhileBusy(seconds: 10) {
            // Reading before writing anything tells a file that is not a store, or is from a
            // newer Hark, while it is still untouched.
            _ = try connection.scalarText("SELECT count(*) FROM sqlite_master")
            try Migrations.checkVersion(of: connection, path: path)
            if try connection.scalarText("PRAGMA journal_mode") != "wal" {
                // Another process may hold the file; the switch then reports the old mode.
                guard try connection.scalarText("PRAGMA journal_mode = WAL") == "wal" else { throw StoreError.busy(path: path) }
            }
            // Every commit waits for the disk (fsync of the WAL), so a reply that follows a
            // commit survives a crash or a power cut. Per connection, so set on each open.
            try connection.execute("PRAGMA synchronous = FULL")
            try Migrations.apply(to: connection, path: path)
        }
    }

    private static func openError(_ error: any Error, path: String) -> StoreError {
        switch error {
        case let error as StoreError: error
        case let error as SQLiteError: StoreError(condition: error, path: path) ?? .cannotOpen(path: path, reason: error.message)
        default: .cannotOpen(path: path, reason: "\(error)")
        }
    }

    /// Removes a file this open created and could not fill (a full disk, a read-only folder),
    /// with its WAL companions; a file that holds anything is never removed.
    private static func removeEmptyFile(at path: String) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard size == 0 else { return }
        for file in [path, path + "-wal", path + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
    }

    /// Closes the connection; the store cannot be used after.
    public func close() {
        connection.close()
    }

    /// The first error of this run that said the store itself is not right (a full disk, a
    /// damaged file, lost write access): what was being done was not saved, and the rest of
    /// the run should stop and say so.
    public var failure: StoreError? { connection.failure }

    // MARK: HarkStorage

    public func records(ofApp app: String) -> any RecordStore {
        AppRecords(store: self, app: app)
    }

    public func userShortcuts() throws -> [UserShortcut] {
        let statement = try connection.prepare("SELECT phrase, intent_id, fixed_values FROM user_shortcuts ORDER BY id")
        try statement.bind([])
        var shortcuts: [UserShortcut] = []
        while try statement.step() {
            let fixed = Data((statement.text(at: 2) ?? "{}").utf8)
            shortcuts.append(
                UserShortcut(
                    phrase: statement.text(at: 0) ?? "", intentID: statement.text(at: 1) ?? "",
                    fixedValues: try JSONDecoder().decode([String: AnswerValue].self, from: fixed)))
        }
        return shortcuts
    }

    public func addUserShortcut(_ shortcut: UserShortcut) throws {
        let fixed = String(decoding: try JSONEncoder().encode(shortcut.fixedValues), as: UTF8.self)
        try connection.execute(
            "INSERT INTO user_shortcuts (phrase, intent_id, fixed_values) VALUES (?, ?, ?)",
            [.text(shortcut.phrase), .text(shortcut.intentID), .text(fixed)])
    }

    public func renameUserShortcut(_ phrase: String, to newPhrase: String) throws -> Bool {
        try changesRows("UPDATE user_shortcuts SET phrase = ? WHERE phrase = ? RETURNING id", [.text(newPhrase), .text(phrase)])
    }

    public func removeUserShortcut(_ phrase: String) throws -> Bool {
        try changesRows("DELETE FROM user_shortcuts WHERE phrase = ? RETURNING id", [.text(phrase)])
    }

    /// Runs a statement with RETURNING to the end; whether it touched any row.
    private func changesRows(_ sql: String, _ values: [SQLValue]) throws -> Bool {
        let statement = try connection.prepare(sql)
        try statement.bind(values)
        var changed = false
        while try statement.step() { changed = true }
        return changed
    }

    public func setting(_ key: String) throws -> String? {
        try connection.scalarText("SELECT value FROM settings WHERE key = ?", [.text(key)])
    }

    public func setSetting(_ key: String, to value: String) throws {
        try connection.execute(
            "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [.text(key), .text(value)])
    }

    public func inTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.transaction(body)
    }
}
