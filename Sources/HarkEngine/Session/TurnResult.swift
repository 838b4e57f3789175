/// What one line came to: the replies to show, and, when the store itself failed (a full disk,
/// a damaged file), why nothing was saved; whoever runs the session may then stop.
///
///     let turn = session.turn("Log 8 ounces of water in Hydrator")
///     turn.replies    // [.trace(…), .say("OK. I logged 8 ounces of water.")]
///     turn.failure    // nil, or the store's failure (its reply says nothing was saved)
public struct TurnResult: Sendable {
    /// What Hark says, in order.
    public let replies: [Reply]
    /// Why nothing was saved, when the store itself failed; nil otherwise.
    public let failure: (any StoreFailure)?

    /// A turn's replies and, when the store failed, its failure.
    public init(replies: [Reply], failure: (any StoreFailure)? = nil) {
        self.replies = replies
        self.failure = failure
    }
}
