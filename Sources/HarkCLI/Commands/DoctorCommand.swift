import HarkEngine

/// `hark doctor`: checks the installed apps' phrases and the store's user shortcuts against each
/// other (the catalog's own rules are checked when hark starts). Exit 0 when clean, 1 when an utterance can mean two apps.
enum DoctorCommand {
    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        StoreAccess.with(options: options) { store in
            let session = try Session(catalog: catalog, store: store, environment: SessionEnvironment(clock: options.clock))
            let conflicts = session.phraseConflicts()
            let phrases = catalog.apps.flatMap(\.shortcuts).reduce(0) { $0 + $1.phrases.count }
            let users = try store.userShortcuts().count
            let checked = "\(catalog.apps.count) apps, \(catalog.apps.flatMap(\.shortcuts).count) App Shortcuts, \(phrases) phrases"
                + " and \(users) user shortcut\(users == 1 ? "" : "s") of \(store.path)"
            guard !conflicts.isEmpty else {
                Output.line("No conflicts: \(checked) checked.")
                return ExitStatus.success
            }
            for conflict in conflicts {
                Output.line("Conflict: “\(conflict.utterance)” can mean \(conflict.shortcuts.joined(separator: " or ")).")
            }
            Output.line("\(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s") in \(checked).")
            return ExitStatus.failure
        }
    }
}
