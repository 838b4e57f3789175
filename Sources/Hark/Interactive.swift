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
            return Playback.run(session: session, store: store)
        }
    }
}

/// Piped input: each line is echoed as a turn (`> line`) and followed by its replies, so the
/// output is itself a transcript.
///
/// A line is read as UTF-8; bytes that are not UTF-8 read as U+FFFD (“�”), as Swift's
/// `readLine` repairs them. Control characters (NUL, ESC, a lone CR…) are turned into their
/// visible pictures (`VisibleText`) before the session hears the line, so the echo is exactly
/// what was answered and every turn stays one line. When the store itself fails (a full disk,
/// a damaged file), the reply says nothing was saved, one sentence on stderr says why, and
/// playback stops with exit status 1.
enum Playback {
    static func run(session: Session, store: SQLiteStore) -> Int32 {
        while let raw = readLine(strippingNewline: true) {
            let line = VisibleText.clean(raw)
            Output.line(line.isEmpty ? ">" : "> \(line)")
            ReplyLines.lines(for: session.respond(to: line), trace: false).map(VisibleText.clean).forEach(Output.line)
            Output.flush()
            if let failure = store.failure {
                Output.error(failure.description)
                return ExitStatus.failure
            }
        }
        // End of input mid-conversation cancels it: nothing is saved, nothing more is said.
        _ = session.cancel()
        Output.flush()
        return ExitStatus.success
    }
}
