/// What a phrase index is built from: the installed apps, the user shortcuts and the apps'
/// entities, read from the store at once (so a store that cannot be read fails early), while
/// compiling the matcher waits until a phrase is first matched or completed.
///
///     let source = try PhraseIndexSource(catalog: catalog, store: store, environment: environment)
///     let index = source.build(catalog: catalog, cache: nil)
struct PhraseIndexSource: Sendable {
    let installed: Set<String>
    let userShortcuts: [UserShortcut]
    let entities: EntitySnapshot
    /// Only phrases a device accepts.
    let deviceStrict: Bool

    init(catalog: AppCatalog, store: any HarkStorage, environment: SessionEnvironment) throws {
        installed = environment.installedApps ?? Set(catalog.apps.map(\.name))
        deviceStrict = environment.deviceStrict
        userShortcuts = try store.userShortcuts()
        entities = EntitySnapshot(
            catalog: catalog, installed: installed, reported: ReportedEntities(store: store, now: environment.clock.now))
    }

    /// The index, from the cache when one is given and already holds it.
    func build(catalog: AppCatalog, cache: PhraseIndexCache?) -> PhraseIndex {
        guard let cache else {
            return PhraseIndex(
                catalog: catalog, installed: installed, userShortcuts: userShortcuts, entities: entities,
                deviceStrict: deviceStrict)
        }
        return cache.index(
            catalog: catalog, installed: installed, userShortcuts: userShortcuts, entities: entities, deviceStrict: deviceStrict)
    }
}
