import Foundation

/// Writes a whole file in place with open(2), checking every write: a device or a named pipe is
/// written into, never replaced, as Foundation's atomic write replaces it (as root, `/dev/null`
/// or `/dev/full` itself), and a full disk is an error, never a silent short file.
///
///     try FileContents.write(Array("<xml/>".utf8), to: "report.xml")   // throws “No space left on device”…
public enum FileContents {
    /// Why a file could not be written, in the system's words.
    public struct WriteError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        // No waiting for a reader of a named pipe: nothing would ever come.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else { throw failure(errno == ENXIO ? "a named pipe nothing reads" : nil) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let error = failure(nil)
                close(descriptor)
                throw error
            }
            written += count
        }
        guard close(descriptor) == 0 else { throw failure(nil) }
    }

    /// `reason`, or the system's words for the last call's `errno`.
    private static func failure(_ reason: String?) -> WriteError {
        WriteError(description: reason ?? String(cString: strerror(errno)))
    }
}
