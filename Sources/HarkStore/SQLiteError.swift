import CSQLite

/// An error SQLite reported, with the result code, its message, and the statement at fault.
public struct SQLiteError: Error, Equatable, CustomStringConvertible {
    public let code: Int32
    public let message: String
    public let sql: String?
    /// The operating system's `errno` behind an I/O error (`ENOSPC` for a full disk), else 0.
    public let systemErrno: Int32

    public var description: String {
        sql.map { "\(message) (SQLite code \(code) in “\($0)”)" } ?? "\(message) (SQLite code \(code))"
    }

    /// The primary result code, without extended bits.
    public var primaryCode: Int32 { code & 0xff }

    init(code: Int32, connection: OpaquePointer?, sql: String? = nil) {
        self.code = code
        if let connection, let text = sqlite3_errmsg(connection) {
            message = String(cString: text)
        } else {
            message = String(cString: sqlite3_errstr(code))
        }
        self.sql = sql
        systemErrno = connection.map { sqlite3_system_errno($0) } ?? 0
    }
}
