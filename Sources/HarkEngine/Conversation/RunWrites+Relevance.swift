import Foundation
import HarkKit

/// What a run does besides writing records: setting the app's relevant shortcuts, donating and
/// deleting donations, and finally donating the run itself. Each is traced (and warned about)
/// when the app makes it, against the store as this turn's writes will leave it.
extension RunWrites: RelevantShortcutStore, DonationStore {
    /// Setting an unchanged list again sooner than this is noted (Apple: once a day is enough).
    static let resubmissionInterval: TimeInterval = 86_400

    func set(_ shortcuts: [RelevantShortcut], from source: RelevanceSource) throws {
        let stored = shortcuts.map { StoredRelevantShortcut($0, app: appName) }
        let previous = try previousList()
        if let previous, previous.shortcuts == stored, !stored.isEmpty,
            now.timeIntervalSince(previous.setAt) < Self.resubmissionInterval
        {
            warn(
                "Note: \(appName) set the same relevant shortcuts again within a day; Hark keeps them, but setting an unchanged list more than once a day brings nothing."
            )
        }
        note(.relevantShortcuts(RelevantShortcutList(app: appName, source: source, setAt: now, shortcuts: stored)))
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

    func donate(_ intent: any DeclaredIntent, forWidget widgetKind: String?, identifier: String?) throws {
        let intentID = IntentIdentity.id(of: type(of: intent), in: appName)
        var parameters: [String: AnswerValue] = [:]
        for entry in IntentParameters(of: intent).entries {
            if let value = entry.parameter.anyValue { parameters[entry.name] = value.answerValue }
        }
        note(.donation(Donation(
            app: appName, intentID: intentID, parameters: parameters, date: now, location: location, identifier: identifier)))
        trace(.donated(app: appName, intent: type(of: intent).title))
        if let widgetKind, let app,
            let warning = RelevanceWarnings.checkDonation(
                intentID: intentID, title: type(of: intent).title, widgetKind: widgetKind, app: app)
        {
            warn(warning)
        }
    }

    func donate(_ activity: UserActivity) throws {
        note(.donation(Donation(
            app: appName, intentID: activity.donationID, parameters: activity.donatedValues, date: now, location: location)))
        trace(.donated(app: appName, intent: "“\(activity.title)” (\(activity.type))"))
    }

    func delete(identifiers: [String]) throws -> Int { try delete(.identifiers(identifiers)) }
    func delete(group: String) throws -> Int { try delete(.group(group)) }
    func deleteAll() throws -> Int { try delete(.all) }

    /// How many went: the store's donations the selection names, and those of this turn not
    /// deleted already. (A second deletion in one turn of donations already in the store counts
    /// them again.)
    private func delete(_ selection: DonationSelection) throws -> Int {
        let stored = try reading { try store.donationCount(ofApp: appName, selection) }
        let count = stored + pendingDonations().filter { $0.isSelected(by: selection) }.count
        note(.deletion(selection))
        trace(.donationsDeleted(app: appName, count: count, selection: selection))
        return count
    }

    /// Donates the run that succeeded (whether it may be suggested is decided when suggesting).
    func donate(_ driver: IntentDriver) {
        var parameters: [String: AnswerValue] = [:]
        for entry in driver.parameters.entries {
            if let value = entry.parameter.anyValue { parameters[entry.name] = value.answerValue }
        }
        let (identifier, group) = noted.withLock { ($0.identifier, $0.group) }
        note(.donation(Donation(
            app: appName, intentID: driver.intentID(in: appName), parameters: parameters, date: now,
            location: location, identifier: identifier, group: group)))
    }

    // MARK: Reading back

    /// The app's list as this turn leaves it so far: the last one a run of the turn set, else the store's.
    private func previousList() throws -> RelevantShortcutList? {
        let set = changesSoFar().compactMap { change -> RelevantShortcutList? in
            guard case .relevantShortcuts(let list) = change, list.app == appName else { return nil }
            return list
        }
        if let last = set.last { return last }
        return try reading { try store.relevantShortcutLists().first { $0.app == appName } }
    }

    /// This app's donations made this turn and not deleted since.
    private func pendingDonations() -> [Donation] {
        var donations: [Donation] = []
        for change in changesSoFar() {
            switch change {
            case .donation(let donation) where donation.app == appName: donations.append(donation)
            case .deletion(let selection): donations.removeAll { $0.isSelected(by: selection) }
            default: break
            }
        }
        return donations
    }

    /// The changes of this app's earlier runs of the turn, then this run's, in order.
    private func changesSoFar() -> [Change] {
        earlier.filter { $0.appName == appName }.flatMap { $0.noted.withLock { $0.changes } } + noted.withLock { $0.changes }
    }

    private func note(_ change: Change) { noted.withLock { $0.changes.append(change) } }
    private func trace(_ event: TraceEvent) { noted.withLock { $0.traces.append(.trace(event)) } }
    private func warn(_ warning: String) { noted.withLock { $0.warnings.append(.problem(warning)) } }
}

extension Donation {
    /// Whether deleting `selection` of its app deletes this donation.
    func isSelected(by selection: DonationSelection) -> Bool {
        switch selection {
        case .all: true
        case .group(let group): self.group == group
        case .identifiers(let identifiers): identifier.map(identifiers.contains) ?? false
        }
    }
}
