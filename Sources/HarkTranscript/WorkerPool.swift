import Foundation
import Synchronization

/// `hark test`'s long-lived workers: one per job at most (a job takes one while it plays a
/// transcript and puts it back after), started on first need, stopped when the pool goes.
final class WorkerPool: Sendable {
    private let idle = Mutex<[WorkerProcess]>([])

    /// Plays `file` in an idle worker, or a new one; when the worker itself ends meanwhile
    /// (killed from outside, say), the reply says how and the next transcript gets a new one.
    func reply(playing file: String, startingWith worker: TranscriptWorker) throws -> WorkerReply {
        let process = try idle.withLock { $0.popLast() } ?? WorkerProcess(worker)
        guard let data = process.send(file) else { return WorkerReply(ending: process.stop()) }
        idle.withLock { $0.append(process) }
        return (try? JSONDecoder().decode(WorkerReply.self, from: data)) ?? WorkerReply(ending: "gave an answer that could not be read")
    }

    deinit {
        for process in idle.withLock({ $0 }) { _ = process.stop() }
    }
}

/// One long-lived worker, `hark test-worker`, and the socket `hark test` talks to it on.
struct WorkerProcess: Sendable {
    private let process: Process
    private let socket: Int32

    /// Starts the worker with its standard input and output on a socket of its own.
    init(_ worker: TranscriptWorker) throws {
        guard let (mine, theirs) = WorkerChannel.pair() else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: worker.executable)
        process.arguments = worker.arguments
        let end = FileHandle(fileDescriptor: theirs, closeOnDealloc: false)
        process.standardInput = end
        process.standardOutput = end
        defer { close(theirs) }
        do {
            try process.run()
        } catch {
            close(mine)
            throw error
        }
        self.process = process
        socket = mine
    }

    /// Asks the worker to play `file` and returns its reply; nil when the worker has ended.
    func send(_ file: String) -> Data? {
        guard WorkerChannel.send(Data(file.utf8), to: socket) else { return nil }
        return WorkerChannel.receive(from: socket)
    }

    /// Closes the socket (a worker ends when it does), waits for the worker to end, and says how it did.
    func stop() -> String {
        close(socket)
        process.waitUntilExit()
        return process.ending
    }
}
