import Foundation

/// What a store path names when it is not a file SQLite can keep a store in.
enum StoreFileKind {
    /// “a folder”, “a device”, “a named pipe” or “a socket” when `path` names one (links
    /// followed); nil for a regular file or nothing at all. Asked before SQLite opens the path:
    /// opening a named pipe waits forever for a writer, and a device is no place for a store.
    static func otherThanFile(at path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        default: return nil
        }
    }
}
