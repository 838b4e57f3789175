/// What one line came to: the replies to show, and, when the store itself failed (a full disk,
/// a damaged file), why nothing was saved; whoever runs the session may then stop.
///
///     let turn = session.turn("Log 8 ounces of water in Hydrator")
///     turn.replies    // [.trace(…), .say("OK. I logged 8 ounces of water.")]
///     turn.failure    // nil, or the store's failure (its reply says nothing was saved)
public struct TurnResult: Sendable {
    public let replies: [Reply]
    public let failure: (any StoreFailure)?

    public init(replies: [Reply], failure: (any StoreFailure)? = nil) {
        self.replies = replies
        self.failure = failure
    }
}
