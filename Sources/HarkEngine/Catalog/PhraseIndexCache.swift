import Synchronization

/// Phrase indexes already built, shared by sessions that start alike (transcript runs each
/// begin on a fresh store with the same user shortcuts). An index is immutable, so sharing
/// one is safe; each session still has its own store and conversation.
///
///     let cache = PhraseIndexCache()
///     let first = try Session(catalog: catalog, store: storeA, indexCache: cache)   // builds
///     let second = try Session(catalog: catalog, store: storeB, indexCache: cache)  // reuses
public final class PhraseIndexCache: Sendable {
    private struct Key: Hashable {
        let installed: Set<String>
        let userShortcuts: [UserShortcut]
        let entities: EntitySnapshot
        let deviceStrict: Bool
    }

    private let built = Mutex<[Key: PhraseIndex]>([:])

    public init() {}

    /// The index for these apps, user shortcuts and entities, built on first use.
    func index(
        catalog: AppCatalog, installed: Set<String>, userShortcuts: [UserShortcut], entities: EntitySnapshot,
        deviceStrict: Bool
    ) -> PhraseIndex {
        let key = Key(installed: installed, userShortcuts: userShortcuts, entities: entities, deviceStrict: deviceStrict)
        if let index = built.withLock({ $0[key] }) { return index }
        let index = PhraseIndex(
            catalog: catalog, installed: installed, userShortcuts: userShortcuts, entities: entities, deviceStrict: deviceStrict)
        built.withLock { $0[key] = index }
        return index
    }
}
