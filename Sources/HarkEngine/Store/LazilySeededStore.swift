import Foundation
import HarkKit
import Synchronization

/// A store as a session uses it: the user shortcuts the apps suggest ("Hydrate me") are there
/// from the start, but reach the file only with the first thing written, in the same
/// transaction. A session that only reads (`hark match`, `hark doctor`) writes nothing, so it
/// works on a store it may not write.
///
///     let store = LazilySeededStore(base: sqlite, catalog: catalog)
///     try store.userShortcuts()          // ["Hydrate me"], while the file holds none
///     try store.addUserShortcut(mine)    // writes "Hydrate me", then `mine`
final class LazilySeededStore: HarkStorage {
    let base: any HarkStorage
    private let apps: [InstalledApp]
    private struct State {
        /// Whether the suggestions are known to be in the store (committed, or found there).
        var isSeeded = false
        /// How many of this store's transactions are open; only the outermost one commits.
        var depth = 0
    }

    private let state = Mutex(State())
    private var isSeeded: Bool { state.withLock { $0.isSeeded } }

    init(base: any HarkStorage, catalog: AppCatalog) {
        self.base = base
        apps = catalog.apps
    }

    // MARK: Reading, with the suggestions not written yet

    func userShortcuts() throws -> [UserShortcut] {
        let stored = try base.userShortcuts()
        if isSeeded { return stored }
        return stored + (try suggestions(besides: stored))
    }

    func records(ofApp app: String) -> any RecordStore { SeedingRecords(base: base.records(ofApp: app), store: self) }
    func setting(_ key: String) throws -> String? { try base.setting(key) }
    func relevantShortcutLists() throws -> [RelevantShortcutList] { try base.relevantShortcutLists() }
    func donationHabits(_ query: HabitQuery) throws -> [DonationHabit] { try base.donationHabits(query) }
    func stackWidgets() throws -> [StackWidget] { try base.stackWidgets() }

    func donationCount(ofApp app: String, _ selection: DonationSelection) throws -> Int {
        try base.donationCount(ofApp: app, selection)
    }

    func donationCount(app: String, intentID: String, parameters: [String: AnswerValue]) throws -> Int {
        try base.donationCount(app: app, intentID: intentID, parameters: parameters)
    }

    // MARK: Writing, after the suggestions

    /// Runs `body` in one transaction that first writes the suggestions not in the store yet;
    /// when it rolls back, they are written by the next one instead.
    func inTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        state.withLock { $0.depth += 1 }
        defer { state.withLock { $0.depth -= 1 } }
        let result = try base.inTransaction {
            try seed()
            return try body()
        }
        state.withLock { state in
            if state.depth == 1 { state.isSeeded = true }
        }
        return result
    }

    func addUserShortcut(_ shortcut: UserShortcut) throws { try inTransaction { try base.addUserShortcut(shortcut) } }
    func setSetting(_ key: String, to value: String) throws { try inTransaction { try base.setSetting(key, to: value) } }
    func setRelevantShortcuts(_ list: RelevantShortcutList) throws { try inTransaction { try base.setRelevantShortcuts(list) } }
    func addDonation(_ donation: Donation) throws { try inTransaction { try base.addDonation(donation) } }
    func addStackWidget(_ widget: StackWidget) throws -> Bool { try inTransaction { try base.addStackWidget(widget) } }
    func removeStackWidget(_ widget: StackWidget) throws -> Bool { try inTransaction { try base.removeStackWidget(widget) } }

    func renameUserShortcut(_ phrase: String, to newPhrase: String) throws -> Bool {
        try inTransaction { try base.renameUserShortcut(phrase, to: newPhrase) }
    }

    func removeUserShortcut(_ phrase: String) throws -> Bool {
        try inTransaction { try base.removeUserShortcut(phrase) }
    }

    func deleteDonations(ofApp app: String, _ selection: DonationSelection) throws -> Int {
        try inTransaction { try base.deleteDonations(ofApp: app, selection) }
    }

    // MARK: The suggestions

    /// Writes the suggestions of every app not seeded yet, and notes those apps as seeded.
    private func seed() throws {
        if isSeeded { return }
        let apps = try unseededApps()
        guard !apps.isEmpty else { return }
        for shortcut in suggestions(of: apps, besides: try base.userShortcuts()) {
            try base.addUserShortcut(shortcut)
        }
        let seeded = try seededApps() + apps.map(\.name)
        try base.setSetting(Self.seededAppsKey, to: seeded.joined(separator: "\n"))
    }

    /// The suggestions of the apps not seeded yet.
    private func suggestions(besides stored: [UserShortcut]) throws -> [UserShortcut] {
        try suggestions(of: unseededApps(), besides: stored)
    }

    /// The apps' suggested shortcuts, but for phrases the person already has.
    private func suggestions(of apps: [InstalledApp], besides stored: [UserShortcut]) -> [UserShortcut] {
        var phrases = Set(stored.map { $0.phrase.lowercased() })
        return apps.flatMap { app in
            app.suggestedShortcuts.filter { phrases.insert($0.phrase.lowercased()).inserted }.map {
                UserShortcut(phrase: $0.phrase, intentID: $0.intent.id(in: app.name))
            }
        }
    }

    /// The apps whose suggested shortcuts were added, one name a line.
    private static let seededAppsKey = "suggested-shortcuts-added-for"

    private func seededApps() throws -> [String] {
        (try base.setting(Self.seededAppsKey) ?? "").split(separator: "\n").map(String.init)
    }

    /// The apps not seeded yet; stores made before apps were seeded one by one say
    /// "suggested-shortcuts-added" for every built-in app at once.
    private func unseededApps() throws -> [InstalledApp] {
        let seeded = Set(try seededApps())
        let builtInSeeded = try base.setting("suggested-shortcuts-added") != nil
        return apps.filter { !seeded.contains($0.name) && !(builtInSeeded && $0.isBuiltIn) }
    }
}

/// An app's records, whose first write brings the suggestions with it.
private struct SeedingRecords: RecordStore {
    let base: any RecordStore
    let store: LazilySeededStore

    func append(encoded: Data, to collection: String) throws {
        try store.inTransaction { try base.append(encoded: encoded, to: collection) }
    }

    func all(in collection: String) throws -> [Data] { try base.all(in: collection) }
    func everyRecord() throws -> [StoredRecord] { try base.everyRecord() }
}
