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
    public init(path: String) throws(StoreError) {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            throw .missingFolder(path: path)
        }
        let isNew = !FileManager.default.fileExists(atPath: path)
        let previousMask = isNew ? umask(0o077) : nil
        defer { if let previousMask { umask(previousMask) } }
        do {
            connection = try Connection(path: path, create: true)
            try Self.configure(connection, path: path)
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw Self.storeError(error, path: path)
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
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
        // Reading before writing anything tells a file that is not a store, or is from a newer
        // Hark, while it is still untouched.
        _ = try connection.scalarText("SELECT count(*) FROM sqlite_master")
        try Migrations.checkVersion(of: connection, path: path)
        _ = try connection.scalarText("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = FULL")
        try Migrations.apply(to: connection, path: path)
    }

    /// Closes the connection; the store cannot be used after.
    public func close() {
        connection.close()
    }

    static func storeError(_ error: SQLiteError, path: String) -> StoreError {
        switch error.primaryCode {
        case SQLITE_NOTADB: .notADatabase(path: path)
        case SQLITE_CORRUPT: .corrupt(path: path)
        case SQLITE_READONLY, SQLITE_PERM: .readOnly(path: path)
        case SQLITE_CANTOPEN:
            FileManager.default.isWritableFile(atPath: (path as NSString).deletingLastPathComponent)
                ? .cannotOpen(path: path, reason: error.message) : .readOnly(path: path)
        case SQLITE_FULL: .full(path: path)
        default: .cannotOpen(path: path, reason: error.message)
        }
    }

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
