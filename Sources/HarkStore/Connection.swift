import CSQLite
import Foundation

/// One SQLite connection: open, run statements, transactions, close.
///
///     let connection = try Connection(path: ":memory:")
///     try connection.execute("CREATE TABLE t (x)")
///
/// Values are always bound. The only SQL built from pieces is made of constants: savepoint
/// names (`hark_0`, from the nesting depth) and `PRAGMA user_version = N` with the number of
/// migration steps (PRAGMAs cannot bind); see `transaction` and `Migrations.apply`.
final class Connection {
    private(set) var handle: OpaquePointer?
    private var transactionDepth = 0
    let path: String

    /// How a connection may use its file.
    enum Access {
        /// Read and write, making the file when `create` says so.
        case readWrite(create: Bool)
        /// Read only; SQLite writes nothing to the file.
        case readOnly
        /// Read only, taking the file as one that nobody changes: SQLite makes no `-shm` or `-wal`
        /// beside it, so a store in a folder that refuses writes can be read.
        case immutable
    }

    /// Opens (and creates when asked) the database at `path`; `:memory:` for an in-memory one.
    /// No mutex of SQLite's: `SerializedConnection` is what lets more than one thread use it.
    convenience init(path: String, create: Bool) throws {
        try self.init(path: path, access: .readWrite(create: create))
    }

    init(path: String, access: Access) throws {
        self.path = path
        var name = path
        var flags = SQLITE_OPEN_NOMUTEX
        switch access {
        case .readWrite(let create): flags |= SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .immutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            let escaped = path.addingPercentEncoding(withAllowedCharacters: Self.uriPathCharacters) ?? path
            name = "file:\(escaped)?immutable=1"
        }
        let code = sqlite3_open_v2(name, &handle, flags, nil)
        guard code == SQLITE_OK else {
            let error = SQLiteError(code: code, connection: handle)
            sqlite3_close_v2(handle)
            handle = nil
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        close()
    }

    /// What a path may hold as it is in a `file:` URI; `?`, `#` and `%` are escaped.
    private static let uriPathCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#%"))

    /// Copies the whole database into `other` (SQLite's backup), replacing what it held.
    func copy(into other: Connection) throws {
        guard let backup = sqlite3_backup_init(other.handle, "main", handle, "main") else {
            throw other.error(sqlite3_errcode(other.handle), sql: nil)
        }
        let code = sqlite3_backup_step(backup, -1)
        sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE else { throw error(code, sql: nil) }
    }

    func close() {
        guard let handle else { return }
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    /// Waits this long for another process's lock before failing with "busy".
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs `body` again while another process holds a lock it needs, until `seconds` have
    /// passed (for opening a store, where SQLite's busy timeout does not cover every lock).
    func retryingWhileBusy(seconds: Double, _ body: () throws -> Void) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            do {
                return try body()
            } catch StoreError.busy where Date() < deadline {
                usleep(UInt32.random(in: 2_000...20_000))
            }
        }
    }

    /// Whether SQLite could only open the file for reading (it falls back silently when the
    /// file or its folder refuses writes).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    func execute(_ sql: String, _ values: [SQLValue] = []) throws {
        let statement = try prepare(sql)
        try statement.bind(values)
        while try statement.step() {}
    }

    /// Runs several statements that bind nothing, such as a migration step.
    func executeScript(_ sql: String) throws {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code, sql: sql) }
    }

    /// Rows the last INSERT, UPDATE or DELETE changed.
    var changes: Int { Int(sqlite3_changes(handle)) }

    func prepare(_ sql: String) throws -> Statement {
        try Statement(connection: self, sql: sql)
    }

    /// The first column of the first row, as text.
    func scalarText(_ sql: String, _ values: [SQLValue] = []) throws -> String? {
        let statement = try prepare(sql)
        try statement.bind(values)
        return try statement.step() ? statement.text(at: 0) : nil
    }

    /// Runs `body` in a transaction (a savepoint when nested): committed when it returns,
    /// rolled back when it throws. The outer one takes the write lock at once (IMMEDIATE).
    func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        let outermost = transactionDepth == 0
        let savepoint = "hark_\(transactionDepth)"
        try execute(outermost ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)")
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        do {
            let result = try body()
            try execute(outermost ? "COMMIT" : "RELEASE \(savepoint)")
            return result
        } catch {
            if outermost {
                try? execute("ROLLBACK")
            } else {
                try? execute("ROLLBACK TO \(savepoint)")
                try? execute("RELEASE \(savepoint)")
            }
            throw error
        }
    }

    /// The error for a failed call: a `StoreError` when the store itself is not right, the
    /// `SQLiteError` otherwise.
    func error(_ code: Int32, sql: String?) -> any Error {
        let error = SQLiteError(code: code, connection: handle, sql: sql)
        return StoreError(condition: error, path: path) ?? error
    }
}
