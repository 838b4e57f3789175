import Foundation
import HarkKit
import Synchronization

/// What one handle step does besides writing records: setting the app's relevant shortcuts,
/// deleting its donations, and finally donating the run. Everything goes through the store
/// inside the handle's transaction, so a failed handle leaves no trace.
final class RunEffects: RelevantShortcutStore, DonationStore {
    /// What the handle step has done so far; it may run on another thread (the main actor).
    private struct Noted {
        var identifier: String?
        var group: String?
        var traces: [Reply] = []
        var warnings: [Reply] = []
    }

    private let app: InstalledApp?
    private let appName: String
    private let store: any HarkStorage
    private let now: Date
    private let location: Location?
    private let noted = Mutex(Noted())

    /// Trace events of what the app did, in order.
    var traces: [Reply] { noted.withLock { $0.traces } }
    /// Warnings about the relevant shortcuts the app set.
    var warnings: [Reply] { noted.withLock { $0.warnings } }

    /// Setting an unchanged list again sooner than this is noted (Apple: once a day is enough).
    static let resubmissionInterval: TimeInterval = 86_400

    init(appName: String, catalog: AppCatalog, store: any HarkStorage, now: Date, location: Location?) {
        self.appName = appName
        app = catalog.app(named: appName)
        self.store = store
        self.now = now
        self.location = location
    }

    func set(_ shortcuts: [RelevantShortcut], from source: RelevanceSource) throws {
        let stored = shortcuts.map { StoredRelevantShortcut($0, app: appName) }
        let previous = try store.relevantShortcutLists().first { $0.app == appName }
        if let previous, previous.shortcuts == stored, !stored.isEmpty,
            now.timeIntervalSince(previous.setAt) < Self.resubmissionInterval
        {
            warn(
                "Note: \(appName) set the same relevant shortcuts again within a day; Hark keeps them, but setting an unchanged list more than once a day brings nothing."
            )
        }
        try store.setRelevantShortcuts(RelevantShortcutList(app: appName, source: source, setAt: now, shortcuts: stored))
        trace(.relevantShortcutsSet(app: appName, count: stored.count, source: source))
        // A shortcut is warned about when it joins the list, not again while it stays there.
        let new = stored.filter { !(previous?.shortcuts.contains($0) ?? false) }
        if let app { new.flatMap { RelevanceWarnings.check($0, app: app) }.forEach(warn) }
    }

    func label(identifier: String?, group: String?) {
        noted.withLock {
            $0.identifier = identifier
            $0.group = group
        }
    }

    private func trace(_ event: TraceEvent) { noted.withLock { $0.traces.append(.trace(event)) } }
    private func warn(_ warning: String) { noted.withLock { $0.warnings.append(.problem(warning)) } }

    func donate(_ intent: any DeclaredIntent, forWidget widgetKind: String?, identifier: String?) throws {
        let intentID = IntentIdentity.id(of: type(of: intent), in: appName)
        var parameters: [String: AnswerValue] = [:]
        for entry in IntentParameters(of: intent).entries {
            if let value = entry.parameter.anyValue { parameters[entry.name] = value.answerValue }
        }
        try store.addDonation(
            Donation(
                app: appName, intentID: intentID, parameters: parameters, date: now, location: location,
                identifier: identifier))
        trace(.donated(app: appName, intent: type(of: intent).title))
        if let widgetKind, let app,
            let warning = RelevanceWarnings.checkDonation(
                intentID: intentID, title: type(of: intent).title, widgetKind: widgetKind, app: app)
        {
            warn(warning)
        }
    }

    func donate(_ activity: UserActivity) throws {
        try store.addDonation(
            Donation(app: appName, intentID: activity.donationID, parameters: activity.donatedValues, date: now, location: location))
        trace(.donated(app: appName, intent: "“\(activity.title)” (\(activity.type))"))
    }

    func delete(identifiers: [String]) throws -> Int {
        try delete(.identifiers(identifiers))
    }

    func delete(group: String) throws -> Int {
        try delete(.group(group))
    }

    func deleteAll() throws -> Int {
        try delete(.all)
    }

    private func delete(_ selection: DonationSelection) throws -> Int {
        let count = try store.deleteDonations(ofApp: appName, selection)
        trace(.donationsDeleted(app: appName, count: count, selection: selection))
        return count
    }

    /// Donates the run that was handled (whether it may be suggested is decided when suggesting).
    func donate(_ driver: IntentDriver, location: Location?) throws {
        var parameters: [String: AnswerValue] = [:]
        for entry in driver.parameters.entries {
            if let value = entry.parameter.anyValue { parameters[entry.name] = value.answerValue }
        }
        let (identifier, group) = noted.withLock { ($0.identifier, $0.group) }
        try store.addDonation(
            Donation(
                app: appName, intentID: driver.intentID(in: appName), parameters: parameters, date: now,
                location: location, identifier: identifier, group: group))
    }
}
