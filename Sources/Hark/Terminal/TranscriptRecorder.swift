import Foundation
import HarkEngine
import HarkTranscript

/// Writes the turns that follow `:record FILE` as a transcript `hark test` can check.
/// When the clock has moved on (the system's clock ticks, `:clock` sets it), the next turn is
/// preceded by `@clock` with the time it was said, to the second, so dates replay as shown.
/// Apps installed from files are named with `@app` (absolute paths), so the replay has them.
/// Every write is checked: a file that cannot take a line (a full disk, `/dev/full`) throws
/// `RecordingError` at once, and the REPL says so and stops recording.
final class TranscriptRecorder {
    let path: String
    private let handle: FileHandle
    /// The time the transcript's clock reads, in whole seconds since 1970.
    private var clockSecond: Double

    /// `keeping`: files never written over, however they are named (the store in use, its
    /// companions, the history): the file opened is compared with each by identity, and any
    /// SQLite database is refused too, before anything is truncated.
    init(path: String, clock: SessionClock, appFiles: [String] = [], keeping: [String] = []) throws(RecordingError) {
        self.path = path
        let previousMask = umask(0o077)
        // open(2) writes into the file named, device files included; it never replaces it. It
        // does not wait for a reader of a named pipe (which would hang the REPL); writes then wait.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600)
        umask(previousMask)
        guard descriptor >= 0 else {
            throw RecordingError(path: path, reason: errno == ENXIO ? "a named pipe nothing reads" : String(cString: strerror(errno)))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        if let reason = RecordingTarget.refusal(path, opened: descriptor, keeping: keeping) { throw RecordingError(path: path, reason: reason) }
        // Only now is an earlier transcript in the file dropped (a device cannot be truncated).
        _ = ftruncate(descriptor, 0)
        clockSecond = clock.now.timeIntervalSince1970.rounded(.down)
        try write("# Recorded by hark")
        try write("@clock \(Date(timeIntervalSince1970: clockSecond).formatted(.iso8601))")
        for file in appFiles { try write("@app \(file)") }
        try write("")
    }

    /// Writes a turn said at `now` and its replies.
    func record(turn: String, replies: [Reply], at now: Date) throws(RecordingError) {
        let second = now.timeIntervalSince1970.rounded(.down)
        if second != clockSecond {
            clockSecond = second
            try write("@clock \(Date(timeIntervalSince1970: second).formatted(.iso8601))")
        }
        try write(turn.isEmpty ? ">" : "> \(turn)")
        for line in ReplyLines.lines(for: replies, trace: false) { try write(line) }
    }

    /// Closes the file.
    func close() throws(RecordingError) {
        do {
            try handle.close()
        } catch {
            throw RecordingError(path: path, reason: SystemReason.of(error))
        }
    }

    private func write(_ line: String) throws(RecordingError) {
        do {
            try handle.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            throw RecordingError(path: path, reason: SystemReason.of(error))
        }
    }
}

/// A transcript file that could not be written; the sentence names it and the system's reason.
struct RecordingError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "Cannot write the transcript \(path) (\(reason)), so nothing is being recorded." }
}
