import Foundation
import HarkEngine
import HarkStore
import HarkTranscript
import HarkVoice

/// `hark` with no command: the REPL on a terminal, playback of piped input otherwise.
enum Interactive {
    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        StoreAccess.with(options: options) { store in
            let session = try Session(
                catalog: catalog, store: store,
                environment: options.environment)
            let voice = SpokenReplies(options: options)
            let status: Int32
            if isatty(STDIN_FILENO) == 1 {
                let style = TerminalStyle(options: options)
                status = REPL(
                    session: session, style: style, storePath: store.path, voice: voice,
                    listen: options.listen
                ).run()
            } else {
                status = Playback.run(session: session, voice: voice)
            }
            return voice.failed ? ExitStatus.failure : status
        }
    }
}
