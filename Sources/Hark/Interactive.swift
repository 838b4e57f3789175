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
            if isatty(STDIN_FILENO) == 1 {
                let style = TerminalStyle(options: options)
                return REPL(
                    session: session, style: style, historyPath: StoreLocation.historyPath(forStore: store.path), voice: voice,
                    listen: options.listen
                ).run()
            }
            return Playback.run(session: session, store: store, voice: voice)
        }
    }
}
