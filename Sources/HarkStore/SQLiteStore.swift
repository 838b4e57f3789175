import CSQLite
import Foundation
import HarkEngine
import HarkKit

/// Hark's store: one SQLite file (WAL, full sync, busy timeout), or memory for tests.
///
///     let store = try SQLiteStore(path: "/tmp/hark.sqlite")
///     try store.addUserShortcut(UserShortcut(phrase: "Hydrate me", intentID: "Hydrator.TrackIntake"))
///     store.close()
public final class SQLiteStore: HarkStorage {
    public let path: String
    let serialized: SerializedConnection

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
        if let kind = StoreFileKind.otherThanFile(at: path) { throw .notAFile(path: path, kind: kind) }
        let isNew = !FileManager.default.fileExists(atPath: path)
        let previousMask = isNew ? umask(0o077) : nil
        defer { if let previousMask { umask(previousMask) } }
        var opened: Connection?
        do {
            let connection = try Connection(path: path, create: true)
            opened = connection
            if connection.isReadOnly { throw StoreError.readOnly(path: path) }
            try Self.configure(connection, path: path)
            serialized = SerializedConnection(connection)
        } catch {
            opened?.close()
            if isNew { Self.removeEmptyFile(at: path) }
            throw Self.openError(error, path: path)
        }
    }

    /// A store that lives in memory and vanishes when closed; for tests.
    public static func inMemory() throws(StoreError) -> SQLiteStore {
        try SQLiteStore(memoryNamed: ":memory:")
    }

    /// A store in memory with the schema of this Hark; `path` names it in messages.
    private init(memoryNamed path: String, copying source: Connection? = nil) throws(StoreError) {
        self.path = path
        do {
            let connection = try Connection(path: ":memory:", create: true)
            try source?.copy(into: connection)
            try Migrations.apply(to: connection, path: path)
            serialized = SerializedConnection(connection)
        } catch {
            throw Self.openError(error, path: path)
        }
    }

    private init(path: String, readingOnly connection: Connection) {
        self.path = path
        serialized = SerializedConnection(connection)
    }

    /// Opens the store at `path` to read it and never write, not even its schema: for commands
    /// that only look (`hark match`, `hark doctor`, `hark open`). The file and its folder may be
    /// read-only. A store that does not exist reads as a new one (in memory; no file is made),
    /// and one from an older Hark is read from an up-to-date copy in memory.
    ///
    ///     let store = try SQLiteStore.reading(path: "/read-only/hark.sqlite")
    public static func reading(path: String) throws(StoreError) -> SQLiteStore {
        if let kind = StoreFileKind.otherThanFile(at: path) { throw .notAFile(path: path, kind: kind) }
        guard FileManager.default.fileExists(atPath: path) else { return try SQLiteStore(memoryNamed: path) }
        let connection: Connection
        do {
            connection = try openForReading(path)
        } catch {
            throw openError(error, path: path)
        }
        do {
            if try Migrations.checkVersion(of: connection, path: path) == Migrations.steps.count {
                return SQLiteStore(path: path, readingOnly: connection)
            }
        } catch {
            connection.close()
            throw openError(error, path: path)
        }
        defer { connection.close() }
        return try SQLiteStore(memoryNamed: path, copying: connection)
    }

    /// A read-only connection that has read the schema. A store that may not be written (its
    /// file or folder refuses writes) is read as immutable: SQLite then makes no `-shm` or `-wal`
    /// beside it, which it could not, or should not, do there; and nobody changes it meanwhile.
    private static func openForReading(_ path: String) throws -> Connection {
        let connection = try Connection(path: path, access: isWriteProtected(path) ? .immutable : .readOnly)
        connection.setBusyTimeout(milliseconds: 10_000)
        do {
            _ = try connection.scalarText("SELECT count(*) FROM sqlite_master")
            return connection
        } catch {
            connection.close()
            throw error
        }
    }

    /// Whether the file or its folder refuses writes, to this user or (by its permissions) to all.
    private static func isWriteProtected(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        return [path, folder.isEmpty ? "." : folder].contains { item in
            let permissions = (try? FileManager.default.attributesOfItem(atPath: item)[.posixPermissions] as? Int) ?? 0
            return access(item, W_OK) != 0 || permissions & 0o222 == 0
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
        serialized.use { $0.close() }
    }

    // MARK: HarkStorage

    public func records(ofApp app: String) -> any RecordStore {
        AppRecords(store: self, app: app)
    }

    public func userShortcuts() throws -> [UserShortcut] {
        try serialized.use { connection in
            let statement = try connection.prepare("SELECT phrase, intent_id, fixed_values FROM user_shortcuts ORDER BY id")
            try statement.bind([])
            var shortcuts: [UserShortcut] = []
            while try statement.step() {
                let fixed = try decodeStored([String: AnswerValue].self, from: statement.text(at: 2), emptyAs: "{}")
                shortcuts.append(UserShortcut(phrase: statement.text(at: 0) ?? "", intentID: statement.text(at: 1) ?? "", fixedValues: fixed))
            }
            return shortcuts
        }
    }

    public func addUserShortcut(_ shortcut: UserShortcut) throws {
        let fixed = String(decoding: try JSONEncoder().encode(shortcut.fixedValues), as: UTF8.self)
        try serialized.use { connection in
            try connection.execute(
                "INSERT INTO user_shortcuts (phrase, intent_id, fixed_values) VALUES (?, ?, ?)",
                [.text(shortcut.phrase), .text(shortcut.intentID), .text(fixed)])
        }
    }

    public func renameUserShortcut(_ phrase: String, to newPhrase: String) throws -> Bool {
        try changesRows("UPDATE user_shortcuts SET phrase = ? WHERE phrase = ? RETURNING id", [.text(newPhrase), .text(phrase)])
    }

    public func removeUserShortcut(_ phrase: String) throws -> Bool {
        try changesRows("DELETE FROM user_shortcuts WHERE phrase = ? RETURNING id", [.text(phrase)])
    }

    /// Runs a statement with RETURNING to the end; whether it touched any row.
    private func changesRows(_ sql: String, _ values: [SQLValue]) throws -> Bool {
        try serialized.use { connection in
            let statement = try connection.prepare(sql)
            try statement.bind(values)
            var changed = false
            while try statement.step() { changed = true }
            return changed
        }
    }

    public func setting(_ key: String) throws -> String? {
        try serialized.use { try $0.scalarText("SELECT value FROM settings WHERE key = ?", [.text(key)]) }
    }

    public func setSetting(_ key: String, to value: String) throws {
        try serialized.use { connection in
            try connection.execute(
                "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                [.text(key), .text(value)])
        }
    }

    public func inTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try serialized.use { try $0.transaction(body) }
    }
}
