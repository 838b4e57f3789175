import Foundation

/// Whether `:record` may write a file: never over the store in use (its path said any way, a
/// link, its `-wal`), the history, or any SQLite database, which a transcript would destroy.
enum RecordingTarget {
    /// Why the file `path`, open for writing as `descriptor`, must not be recorded into, or nil
    /// when it may be.
    static func refusal(_ path: String, opened descriptor: Int32, keeping paths: [String]) -> String? {
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { return String(cString: strerror(errno)) }
        if let kept = paths.first(where: { isFile($0, opened) }) {
            return "it is the \(kept.hasSuffix(".history") ? "history" : "store") in use"
        }
        return isDatabase(path, opened) ? "it is an SQLite database" : nil
    }

    /// The files of a store at `path` that a recording must leave alone, with the history.
    static func storeFiles(_ path: String, history: String?) -> [String] {
        guard path != StoreLocation.inMemory else { return [] }
        return [path, path + "-wal", path + "-shm", path + "-journal"] + (history.map { [$0] } ?? [])
    }

    private static func isFile(_ path: String, _ opened: stat) -> Bool {
        var other = stat()
        return stat(path, &other) == 0 && other.st_dev == opened.st_dev && other.st_ino == opened.st_ino
    }

    /// Whether the regular file `opened` begins with SQLite's header (read without waiting).
    private static func isDatabase(_ path: String, _ opened: stat) -> Bool {
        guard opened.st_mode & S_IFMT == S_IFREG else { return false }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var read = stat()
        guard fstat(descriptor, &read) == 0, read.st_dev == opened.st_dev, read.st_ino == opened.st_ino else { return false }
        let header = Array("SQLite format 3\0".utf8)
        var bytes = [UInt8](repeating: 0, count: header.count)
        return pread(descriptor, &bytes, bytes.count, 0) == bytes.count && bytes == header
    }
}
