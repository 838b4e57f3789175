import HarkKit

/// One thing Hark says back. The renderer decides how each kind looks.
public enum Reply: Sendable, Hashable {
    /// A statement: a result, an apology, an explanation.
    case say(String)
    /// A question; the conversation waits for its answer.
    case ask(String)
    /// The quieter second line of a dialog.
    case supporting(String)
    /// A card of rows.
    case snippet(Snippet)
    /// A step of the pipeline, shown only when tracing (`@trace on`) as its `line`.
    case trace(TraceEvent)
    /// Something went wrong outside the conversation (a store that cannot be read).
    case problem(String)
}
