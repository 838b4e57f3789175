import Synchronization

/// Donations the app made outside any run (from its own code at launch, before `HarkCommandLine.main`,
/// as an app donates from its views on a device): kept until Hark opens its store, then added
/// as the donations of the app that declares the intent.
public enum LaunchDonations {
    /// One donation made outside a run.
    public struct Pending: Sendable {
        /// The intent, with its parameter values.
        public let intent: any AppIntent
        /// The donation's identifier, to delete it later.
        public let identifier: String
    }

    private static let pending = Mutex<[Pending]>([])

    static func note(_ intent: any AppIntent, identifier: String) {
        pending.withLock { $0.append(Pending(intent: intent, identifier: identifier)) }
    }

    /// The donations made outside a run so far whose intent `wanted` takes, oldest first; each
    /// is taken once.
    public static func take(where wanted: (any AppIntent.Type) -> Bool) -> [Pending] {
        pending.withLock { all in
            let taken = all.filter { wanted(type(of: $0.intent)) }
            all.removeAll { wanted(type(of: $0.intent)) }
            return taken
        }
    }
}
