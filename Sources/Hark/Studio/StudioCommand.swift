import Foundation
import HarkEngine
import HarkTranscript

/// `hark studio [FOLDER] [--port N] [--app FILE]… [--store PATH]`: Hark Studio, the page
/// served on 127.0.0.1 that talks to the apps, draws each turn and keeps transcripts in
/// FOLDER. Its first line of output is the address, token included.
enum StudioCommand {
    static let defaultPort = 8421

    static func run(options: Options, catalog: AppCatalog, worker: TranscriptWorker?) -> Int32 {
        guard options.positional.count <= 2 else {
            Output.error("Hark Studio keeps one folder of transcripts: hark studio [FOLDER].")
            return ExitStatus.usage
        }
        let given = options.positional.dropFirst().first
        let folder = URL(fileURLWithPath: given ?? TestCommand.defaultPath).standardizedFileURL.path
        var isFolder: ObjCBool = false
        if given != nil, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            Output.error("There is no folder \(folder) for the transcripts.")
            return ExitStatus.failure
        }
        return StoreAccess.with(options: options) { store in
            let session = try Session(catalog: catalog, store: store, environment: options.environment)
            let transcripts = StudioTranscripts(
                folder: folder, appFiles: options.appFiles.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                suite: TranscriptSuite(runner: TranscriptRunner(catalog: catalog, worker: worker)))
            let relevance = StudioRelevance(catalog: catalog, store: store, environment: options.environment)
            return serve(
                port: options.port ?? defaultPort, conversation: StudioConversation(session: session), transcripts: transcripts,
                relevance: relevance)
        }
    }

    /// Listens until SIGINT or SIGTERM, which the main thread waits for (blocked before the
    /// server's thread starts, so that thread never takes them).
    private static func serve(
        port: Int, conversation: StudioConversation, transcripts: StudioTranscripts, relevance: StudioRelevance
    ) -> Int32 {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        defer { pthread_sigmask(SIG_UNBLOCK, &signals, nil) }
        let studio = StudioSlot()
        let server: HTTPServer
        do throws(StudioError) {
            server = try HTTPServer(port: UInt16(port)) { studio.answer($0) }
        } catch {
            Output.error(error.description)
            return ExitStatus.failure
        }
        let gate = StudioGate(token: StudioGate.newToken(), port: server.port)
        studio.fill(Studio(gate: gate, conversation: conversation, transcripts: transcripts, relevance: relevance))
        Output.line("Hark Studio: http://127.0.0.1:\(server.port)/?token=\(gate.token)")
        Output.line("Transcripts: \(transcripts.folder). Ctrl-C stops it.")
        Output.flush()
        var received: Int32 = 0
        sigwait(&signals, &received)
        server.stop()
        Output.line("Stopped.")
        return ExitStatus.success
    }
}

/// The studio, once the port it answers on is known; a request before then is told to wait.
private final class StudioSlot {
    private let lock = NSLock()
    private var studio: Studio?

    func fill(_ studio: Studio) { lock.withLock { self.studio = studio } }

    func answer(_ request: HTTPRequest) -> HTTPResponse {
        guard let studio = lock.withLock({ studio }) else { return .error(503, "Hark Studio is starting.") }
        return studio.answer(request)
    }
}
