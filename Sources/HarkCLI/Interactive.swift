import Foundation
import HarkEngine
import HarkStore
import HarkTranscript

/// `hark` with no command: the REPL on a terminal, playback of piped input otherwise.
enum Interactive {
    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        StoreAccess.with(options: options) { store in
            let session = try Session(
                catalog: catalog, store: store,
                environment: options.environment)
            if isatty(STDIN_FILENO) == 1 {
                let style = TerminalStyle(options: options)
                return REPL(session: session, style: style, historyPath: StoreLocation.historyPath(forStore: store.path)).run()
            }
            return Playback.run(session: session)
        }
    }
}

/// Piped input: each line is echoed as a turn (`> line`) and followed by its replies, so the
/// output is itself a transcript.
enum Playback {
    static func run(session: Session) -> Int32 {
        while let line = readLine(strippingNewline: true) {
            Output.line(line.isEmpty ? ">" : "> \(line)")
            ReplyLines.lines(for: session.respond(to: line), trace: false).forEach(Output.line)
            Output.flush()
        }
        // End of input mid-conversation cancels it: nothing is saved, nothing more is said.
        _ = session.cancel()
        Output.flush()
        return ExitStatus.success
    }
}
