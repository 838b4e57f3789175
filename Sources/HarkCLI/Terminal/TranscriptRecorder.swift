import Foundation
import HarkEngine
import HarkTranscript

/// Writes the turns that follow `:record FILE` as a transcript `hark test` can check.
final class TranscriptRecorder {
    let path: String
    private let handle: FileHandle

    init(path: String, clock: Clock) throws {
        self.path = path
        let previousMask = umask(0o077)
        defer { umask(previousMask) }
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw RecordingError(path: path)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw RecordingError(path: path) }
        self.handle = handle
        write("# Recorded by hark")
        write("@clock \(clock.now.formatted(.iso8601))")
        write("")
    }

    func record(turn: String, replies: [Reply]) {
        write(turn.isEmpty ? ">" : "> \(turn)")
        ReplyLines.lines(for: replies, trace: false).forEach(write)
    }

    func close() {
        try? handle.close()
    }

    private func write(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }
}

struct RecordingError: Error, CustomStringConvertible {
    let path: String
    var description: String { "Cannot write the transcript \(path); check the folder exists and can be written." }
}
