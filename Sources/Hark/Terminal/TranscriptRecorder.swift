import Foundation
import HarkEngine
import HarkTranscript

/// Writes the turns that follow `:record FILE` as a transcript `hark test` can check.
/// When the clock has moved on (the system's clock ticks, `:clock` sets it), the next turn is
/// preceded by `@clock` with the time it was said, to the second, so dates replay as shown.
/// Apps installed from files are named with `@app` (absolute paths), so the replay has them.
final class TranscriptRecorder {
    let path: String
    private let handle: FileHandle
    /// The time the transcript's clock reads, in whole seconds since 1970.
    private var clockSecond: Double

    init(path: String, clock: Clock, appFiles: [String] = []) throws {
        self.path = path
        let previousMask = umask(0o077)
        defer { umask(previousMask) }
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw RecordingError(path: path)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw RecordingError(path: path) }
        self.handle = handle
        clockSecond = clock.now.timeIntervalSince1970.rounded(.down)
        write("# Recorded by hark")
        write("@clock \(Date(timeIntervalSince1970: clockSecond).formatted(.iso8601))")
        appFiles.forEach { write("@app \($0)") }
        write("")
    }

    /// Writes a turn said at `now` and its replies.
    func record(turn: String, replies: [Reply], at now: Date) {
        let second = now.timeIntervalSince1970.rounded(.down)
        if second != clockSecond {
            clockSecond = second
            write("@clock \(Date(timeIntervalSince1970: second).formatted(.iso8601))")
        }
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
