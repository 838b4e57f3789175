import Foundation

/// The long-lived worker `hark test` starts for each job (`hark test-worker` with no file).
/// It is launched like any `hark` and has built its app catalog, nothing more; then, for each
/// transcript `hark test` sends, it forks, and the child plays the transcript and exits. So
/// every transcript runs in a copy of a freshly launched process: whatever a transcript
/// changes (an app's statics and singletons included) dies with its child, and the worker
/// itself never runs a transcript, so the next child starts from the same launch state.
///
/// fork() copies only the calling thread, so it is safe only while the worker has no other:
/// before each fork the worker counts its threads (`/proc/self/task`), and if it ever has more
/// than one (an app that started a thread while the catalog was built, say), or cannot tell,
/// it plays the transcript in a new process instead (`hark test-worker FILE`), as fresh but
/// slower.
public enum WorkerServer {
    /// Serves transcripts on standard input and output until `hark test` closes them.
    /// `newProcess` plays one in a new process, for when forking is not safe.
    public static func serve(with runner: TranscriptRunner, newProcess: TranscriptWorker?) {
        runner.prepareBeforeForking()
        WorkerWarmUp.run()
        while let request = WorkerChannel.receive(from: STDIN_FILENO) {
            let file = String(decoding: request, as: UTF8.self)
            let reply: Data
            if isSingleThreaded {
                reply = forkedReply(playing: file, with: runner)
            } else if let newProcess {
                reply = newProcess.replyFromNewProcess(playing: file)
            } else {
                reply = WorkerReply(ending: "could not start a fresh process for it").encoded
            }
            guard WorkerChannel.send(reply, to: STDOUT_FILENO) else { return }
        }
    }

    /// Whether this process runs one thread only, so that a fork copies all of it consistently.
    static var isSingleThreaded: Bool {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task"))?.count == 1
    }

    /// Plays `file` in a child forked from this process and returns its reply, or how it ended.
    private static func forkedReply(playing file: String, with runner: TranscriptRunner) -> Data {
        guard let (mine, childs) = WorkerChannel.pair() else {
            return WorkerReply(ending: "could not open a channel to its child (\(String(cString: strerror(errno))))").encoded
        }
        fflush(nil)  // nothing buffered is written twice, once by each process
        let child = fork()
        if child == 0 {
            close(mine)
            detachFromServer()
            _ = WorkerChannel.send(TranscriptWorker.answer(playing: file, with: runner), to: childs)
            _exit(0)
        }
        close(childs)
        defer { close(mine) }
        guard child > 0 else { return WorkerReply(ending: "could not fork (\(String(cString: strerror(errno))))").encoded }
        let answer = WorkerChannel.receive(from: mine)
        let status = waitForExit(of: child)
        if let answer, status == 0 { return answer }
        return WorkerReply(ending: ending(status)).encoded
    }

    /// In the child: standard input from /dev/null, as a one-off worker has it, and standard
    /// output to standard error, so what an app prints cannot mix with the replies to `hark test`.
    private static func detachFromServer() {
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 {
            dup2(null, STDIN_FILENO)
            close(null)
        }
        dup2(STDERR_FILENO, STDOUT_FILENO)
    }

    /// Waits for the child and returns its wait status.
    private static func waitForExit(of child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        return status
    }

    /// A wait status in words: "was killed by signal 6", "exited with status 1".
    private static func ending(_ status: Int32) -> String {
        let signal = status & 0x7f
        return signal != 0 ? "was killed by signal \(signal)" : "exited with status \((status >> 8) & 0xff)"
    }
}
