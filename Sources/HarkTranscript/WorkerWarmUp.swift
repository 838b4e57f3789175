import HarkEngine

/// What a `hark test` worker plays once, before it forks for the first transcript: a short
/// transcript of Hark's own `WarmUpApp` app, in a catalog of its own and on a store it then
/// drops. Every child forked afterwards inherits what that warmed in this process (the
/// runtime's type metadata and conformance caches, lazily made tables, the record coder's date
/// format), so it does not pay for them again. No code of the worker's own apps runs.
enum WorkerWarmUp {
    static let transcript = """
        @clock 2026-03-01T08:00:00Z
        > Boil 2 cups in Kettle
        Boiled 2 cups.
        > Boil water in Kettle
        How many cups?
        > three
        Boiled 3 cups.
        > Boil water in Kettle
        How many cups?
        > cancel
        OK, I've cancelled that. Nothing was saved.
        > Pour sencha in Kettle
        Pour green tea?
        > yes
        Poured green tea.
        > What is the weather like?
        Sorry, I didn't understand that.
        ...
        > :open Kettle
        ...
        """

    /// Plays the warm-up transcript and encodes its reply as a worker would; true when it
    /// played as written (a test keeps it so, since a warm-up that stopped early warms little).
    @discardableResult
    static func run() -> Bool {
        guard let catalog = try? AppCatalog(apps: [WarmUpApp.self]),
            let outcome = try? TranscriptRunner(catalog: catalog).play(TranscriptParser.parse(transcript, file: "warm-up"))
        else { return false }
        _ = WorkerReply(played: PlayedTranscript(outcome)).encoded
        return outcome.passed
    }
}
