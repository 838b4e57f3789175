import HarkKit

/// A turn's outcome committed: every write of the runs that succeeded in one transaction, or
/// none of them.
extension Session {
    /// Commits `outcome` and returns what the person is told. When the commit fails, the replies
    /// from the first run's success on say that nothing was saved instead, and the conversation
    /// is idle; a Siri Tip whose note cannot be written is not said, and fails nothing.
    func commit(_ outcome: TurnOutcome) -> TurnResult {
        let writes = outcome.writes.pending
        guard !writes.isEmpty else { return TurnResult(replies: outcome.replies, failure: outcome.writes.failure) }
        defer { outcome.writes.committed() }
        var replies = outcome.replies
        do {
            let unnoted = try store.inTransaction {
                for run in writes { try run.commit(to: store) }
                return writes.compactMap(\.tip).filter { tip in
                    (try? store.inTransaction { try store.setSetting(tip.key, to: "yes") }) == nil
                }
            }
            for tip in unnoted { replies.removeAll { $0 == .supporting(tip.text) } }
        } catch {
            conversation.finish()
            if let start = replies.firstIndex(where: { $0 == .trace(.handled(.success)) || $0 == .trace(.performed(.success)) }) {
                let step: TraceEvent = replies[start] == .trace(.handled(.success)) ? .handled(.error) : .performed(.error)
                replies.replaceSubrange(start..., with: [.trace(step), .say(HarkWording.notSaved(error))])
            }
            return TurnResult(replies: replies, failure: outcome.writes.failure ?? error as? any StoreFailure)
        }
        if writes.contains(where: \.updatesAppShortcutParameters) { rebuildIndex() }
        return TurnResult(replies: replies, failure: outcome.writes.failure)
    }
}
