import CSQLite
import Foundation

extension StoreError {
    /// The store-level condition an SQLite error reports, or nil when it is an ordinary
    /// failure of one statement (a constraint, a bad query).
    ///
    ///     StoreError(condition: error, path: "/tmp/hark.sqlite")   // .full(path: …) for SQLITE_FULL
    init?(condition error: SQLiteError, path: String) {
        switch error.primaryCode {
        case SQLITE_NOTADB: self = .notADatabase(path: path)
        case SQLITE_CORRUPT: self = .corrupt(path: path)
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH: self = .readOnly(path: path)
        case SQLITE_FULL: self = .full(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED: self = .busy(path: path)
        case SQLITE_IOERR:
            switch error.systemErrno {
            case ENOSPC, EDQUOT: self = .full(path: path)
            case EROFS, EACCES, EPERM: self = .readOnly(path: path)
            default: self = .diskError(path: path)
            }
        case SQLITE_CANTOPEN:
            let folder = (path as NSString).deletingLastPathComponent
            if [EACCES, EPERM, EROFS].contains(error.systemErrno)
                || !FileManager.default.isWritableFile(atPath: folder.isEmpty ? "." : folder)
            {
                self = .readOnly(path: path)
            } else {
                self = .cannotOpen(path: path, reason: error.message)
            }
        default: return nil
        }
    }
}
