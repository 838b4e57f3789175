import CSQLite
import Foundation

/// One SQLite connection: open, run statements, transactions, close.
///
///     let connection = try Connection(path: ":memory:")
///     try connection.execute("CREATE TABLE t (x)")
final class Connection {
    private(set) var handle: OpaquePointer?
    private var transactionDepth = 0

    /// Opens (and creates when asked) the database at `path`; `:memory:` for an in-memory one.
    init(path: String, create: Bool) throws {
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
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

    func close() {
        guard let handle else { return }
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    /// Waits this long for another process's lock before failing with "busy".
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

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

    func error(_ code: Int32, sql: String?) -> SQLiteError {
        SQLiteError(code: code, connection: handle, sql: sql)
    }
}
