import CSQLite
import Foundation

/// A prepared statement. Values are always bound, never spliced into SQL.
///
///     let statement = try connection.prepare("SELECT body FROM app_records WHERE app = ?")
///     try statement.bind(["Hydrator"])
///     while try statement.step() { print(statement.text(at: 0)) }
final class Statement {
    private var handle: OpaquePointer?
    private let connection: Connection
    let sql: String

    init(connection: Connection, sql: String) throws {
        self.connection = connection
        self.sql = sql
        let code = sqlite3_prepare_v2(connection.handle, sql, -1, &handle, nil)
        guard code == SQLITE_OK else { throw connection.error(code, sql: sql) }
    }

    deinit {
        sqlite3_finalize(handle)
    }

    func bind(_ values: [SQLValue]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32 =
                switch value {
                case .integer(let number): sqlite3_bind_int64(handle, index, number)
                case .real(let number): sqlite3_bind_double(handle, index, number)
                case .text(let text): sqlite3_bind_text(handle, index, text, -1, hark_sqlite_transient())
                case .blob(let data):
                    data.withUnsafeBytes {
                        sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), hark_sqlite_transient())
                    }
                case .null: sqlite3_bind_null(handle, index)
                }
            guard code == SQLITE_OK else { throw connection.error(code, sql: sql) }
        }
    }

    /// Advances to the next row; false when there are no more.
    func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw connection.error(code, sql: sql)
        }
    }

    func text(at column: Int32) -> String? {
        guard let pointer = sqlite3_column_text(handle, column) else { return nil }
        return String(cString: pointer)
    }

    func integer(at column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    func real(at column: Int32) -> Double { sqlite3_column_double(handle, column) }

    func blob(at column: Int32) -> Data {
        guard let bytes = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, column)))
    }
}

/// A value bound to a statement.
enum SQLValue {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case null
}
