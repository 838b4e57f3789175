import Foundation

/// A text file read a line at a time where it lies on disk, never whole: the line at a byte
/// offset, or, in a file sorted by its bytes (as WordNet's indexes are), the line that starts
/// with a key, found by binary search.
final class LineFile: Sendable {
    private let descriptor: Int32
    private let size: Int

    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let end = lseek(descriptor, 0, SEEK_END)
        guard end > 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(end)
    }

    deinit { close(descriptor) }

    /// The line that starts at byte `offset`, without its newline.
    func line(at offset: Int) -> String? {
        bytesOfLine(at: offset).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The line starting with `key`, in a file whose lines are sorted by their bytes.
    func line(startingWith key: String) -> String? {
        let key = Array(key.utf8)
        var low = 0
        var high = size
        while low < high {
            let middle = (low + high) / 2
            guard let start = lineStart(atOrAfter: middle), start < high, let line = bytesOfLine(at: start) else {
                high = middle
                continue
            }
            let prefix = Array(line.prefix(key.count))
            if prefix == key { return String(decoding: line, as: UTF8.self) }
            if prefix.lexicographicallyPrecedes(key) { low = start + line.count + 1 } else { high = start }
        }
        return nil
    }

    /// The first line start at or after `offset`.
    private func lineStart(atOrAfter offset: Int) -> Int? {
        if offset == 0 { return 0 }
        var position = offset - 1
        while position < size {
            let chunk = read(at: position, count: 4_096)
            guard !chunk.isEmpty else { return nil }
            if let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) { return position + newline + 1 }
            position += chunk.count
        }
        return nil
    }

    private func bytesOfLine(at offset: Int) -> [UInt8]? {
        guard offset >= 0, offset < size else { return nil }
        var line: [UInt8] = []
        var position = offset
        while position < size {
            let chunk = read(at: position, count: 4_096)
            guard !chunk.isEmpty else { break }
            if let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) { return line + chunk[..<newline] }
            line += chunk
            position += chunk.count
        }
        return line
    }

    private func read(at offset: Int, count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return got > 0 ? Array(buffer.prefix(got)) : []
    }
}
