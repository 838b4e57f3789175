/// What one turn of the conversation came to: the replies, and the turn's writes: the buffers
/// of the runs that succeeded (for the session to commit in one transaction) and the store
/// failure met, if any.
struct TurnOutcome {
    var replies: [Reply]
    /// Each run's replies begin with its success trace (`handled` or `performed`), so a commit
    /// that fails can take them back.
    var writes = TurnWrites()
}
