import HarkEngine

/// `hark doctor`: checks the installed apps' phrases and the store's user shortcuts against each
/// other, and that each phrase said word for word runs its own shortcut (the catalog's own rules
/// are checked when hark starts). Exit 0 when clean, 1 when an utterance can mean two apps or a
/// phrase does not run as said.
/// `hark doctor --device`: lists, app by app, what a device would not support. Exit 0 when
/// nothing, 1 otherwise.
enum DoctorCommand {
    static func run(options: Options, catalog: AppCatalog) -> Int32 {
        StoreAccess.with(options: options, readOnly: true) { store in
            let session = try Session(catalog: catalog, store: store, environment: SessionEnvironment(clock: options.clock))
            return options.device
                ? deviceReport(session) : conflictReport(session, catalog: catalog, userShortcuts: try session.store.userShortcuts().count, store: store.path)
        }
    }

    private static func conflictReport(_ session: Session, catalog: AppCatalog, userShortcuts users: Int, store: String) -> Int32 {
        let conflicts = session.phraseConflicts()
        // A phrase another app's phrase takes is reported once, as the conflict.
        let unmatched = session.unmatchedPhrases().filter { phrase in !conflicts.contains { $0.utterance == phrase.utterance } }
        let phrases = catalog.apps.flatMap(\.shortcuts).reduce(0) { $0 + $1.phrases.count }
        let shortcuts = catalog.apps.flatMap(\.shortcuts).count
        let checked = "\(counted(catalog.apps.count, "app")), \(counted(shortcuts, "App Shortcut")), \(counted(phrases, "phrase"))"
            + " and \(counted(users, "user shortcut")) of \(store)"
        guard !conflicts.isEmpty || !unmatched.isEmpty else {
            Output.line("No conflicts: \(checked) checked.")
            return ExitStatus.success
        }
        for conflict in conflicts {
            Output.line("Conflict: “\(conflict.utterance)” can mean \(conflict.shortcuts.joined(separator: " or ")).")
        }
        for phrase in unmatched {
            Output.line("Not run as said: “\(phrase.utterance)” (phrase “\(phrase.phrase)”) is \(phrase.decision).")
        }
        let counts = [
            conflicts.isEmpty ? nil : counted(conflicts.count, "conflict"),
            unmatched.isEmpty ? nil : counted(unmatched.count, "phrase") + " not run as said",
        ].compactMap { $0 }
        Output.line("\(counts.joined(separator: " and ")) in \(checked).")
        return ExitStatus.failure
    }

    /// "1 app", "4 apps".
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func deviceReport(_ session: Session) -> Int32 {
        let findings = session.deviceFindings()
        guard !findings.isEmpty else {
            Output.line("A device would support every phrase and behaviour of the installed apps.")
            return ExitStatus.success
        }
        var app: String?
        for finding in findings {
            if finding.app != app {
                Output.line("\(finding.app):")
                app = finding.app
            }
            Output.line("  \(finding.subject)")
            Output.line("    why: \(finding.reason).")
            Output.line("    fix: \(finding.fix).")
        }
        Output.line(
            "\(findings.count) difference\(findings.count == 1 ? "" : "s") from a device; @device strict (--device strict) matches as a device would."
        )
        return ExitStatus.failure
    }
}
