import Foundation
import HarkEngine
import HarkKit
import Synchronization

/// A second `HarkStorage`, nothing but Swift values in memory: the engine must run on it as
/// on SQLite. A transaction keeps a copy of everything and puts it back when its body throws.
final class MemoryStore: HarkStorage {
    private struct Contents {
        var records: [String: [StoredRecord]] = [:]
        var shortcuts: [UserShortcut] = []
        var settings: [String: String] = [:]
        var lists: [String: RelevantShortcutList] = [:]
        var donations: [Donation] = []
        var widgets: [StackWidget] = []
    }

    private let contents = Mutex(Contents())
    /// What every write throws while set (a store that failed), nil for a store that writes.
    private let refusal = Mutex<(any Error)?>(nil)

    /// Makes every write throw `error` from now on; nil writes again.
    func refuseWrites(with error: (any Error)?) { refusal.withLock { $0 = error } }

    private func write<Result>(_ change: (inout Contents) throws -> Result) throws -> Result {
        if let error = refusal.withLock({ $0 }) { throw error }
        return try contents.withLock { try change(&$0) }
    }

    func records(ofApp app: String) -> any RecordStore { Records(store: self, app: app) }

    func inTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        let saved = contents.withLock { $0 }
        do {
            return try body()
        } catch {
            contents.withLock { $0 = saved }
            throw error
        }
    }

    // MARK: User shortcuts and settings

    func userShortcuts() throws -> [UserShortcut] { contents.withLock { $0.shortcuts } }

    func addUserShortcut(_ shortcut: UserShortcut) throws {
        try write { contents in
            guard !contents.shortcuts.contains(where: { $0.phrase.lowercased() == shortcut.phrase.lowercased() }) else {
                throw Taken(phrase: shortcut.phrase)
            }
            contents.shortcuts.append(shortcut)
        }
    }

    func renameUserShortcut(_ phrase: String, to newPhrase: String) throws -> Bool {
        try write { contents in
            guard let index = contents.shortcuts.firstIndex(where: { $0.phrase.lowercased() == phrase.lowercased() }) else { return false }
            contents.shortcuts[index].phrase = newPhrase
            return true
        }
    }

    func removeUserShortcut(_ phrase: String) throws -> Bool {
        try write { contents in
            let before = contents.shortcuts.count
            contents.shortcuts.removeAll { $0.phrase.lowercased() == phrase.lowercased() }
            return contents.shortcuts.count < before
        }
    }

    func setting(_ key: String) throws -> String? { contents.withLock { $0.settings[key] } }
    func setSetting(_ key: String, to value: String) throws { try write { $0.settings[key] = value } }

    // MARK: Relevance

    func setRelevantShortcuts(_ list: RelevantShortcutList) throws { try write { $0.lists[list.app] = list } }

    func relevantShortcutLists() throws -> [RelevantShortcutList] {
        contents.withLock { $0.lists.values.sorted { $0.app < $1.app } }
    }

    func addDonation(_ donation: Donation) throws {
        var donation = donation
        donation.date = Date(timeIntervalSince1970: donation.date.timeIntervalSince1970.rounded(.down))
        try write { $0.donations.append(donation) }
    }

    func deleteDonations(ofApp app: String, _ selection: DonationSelection) throws -> Int {
        try write { contents in
            let before = contents.donations.count
            contents.donations.removeAll { $0.app == app && Self.selects(selection, $0) }
            return before - contents.donations.count
        }
    }

    func donationCount(ofApp app: String, _ selection: DonationSelection) throws -> Int {
        contents.withLock { $0.donations.filter { $0.app == app && Self.selects(selection, $0) }.count }
    }

    func donationCount(app: String, intentID: String, parameters: [String: AnswerValue]) throws -> Int {
        contents.withLock {
            $0.donations.filter { $0.app == app && $0.intentID == intentID && $0.parameters == parameters }.count
        }
    }

    /// Donations of the days and minutes asked, grouped by app, intent and values, on at least
    /// `minimumDays` distinct days; the usual minute averages those below `wrapBelow` as the
    /// next day's.
    func donationHabits(_ query: HabitQuery) throws -> [DonationHabit] {
        let donations = contents.withLock { $0.donations }.filter { donation in
            let minute = DayClock.minuteOfDay(of: donation.date)
            return query.days.contains(DayClock.day(of: donation.date)) && query.minutes.contains { $0.contains(minute) }
        }
        let groups = Dictionary(grouping: donations) { HabitKey(app: $0.app, intentID: $0.intentID, parameters: $0.parameters) }
        return groups.compactMap { key, donations -> DonationHabit? in
            let days = Set(donations.map { DayClock.day(of: $0.date) }).count
            guard days >= query.minimumDays else { return nil }
            let minutes = donations.map { DayClock.minuteOfDay(of: $0.date) }.map { $0 < query.wrapBelow ? $0 + 1440 : $0 }
            return DonationHabit(
                app: key.app, intentID: key.intentID, parameters: key.parameters, days: days,
                usualMinute: minutes.reduce(0, +) / minutes.count % 1440, lastDate: donations.map(\.date).max() ?? .distantPast)
        }.sorted { ($0.app, $0.intentID, $0.usualMinute) < ($1.app, $1.intentID, $1.usualMinute) }
    }

    func stackWidgets() throws -> [StackWidget] { contents.withLock { $0.widgets } }

    func addStackWidget(_ widget: StackWidget) throws -> Bool {
        try write { contents in
            guard !contents.widgets.contains(widget) else { return false }
            contents.widgets.append(widget)
            return true
        }
    }

    func removeStackWidget(_ widget: StackWidget) throws -> Bool {
        try write { contents in
            let before = contents.widgets.count
            contents.widgets.removeAll { $0 == widget }
            return contents.widgets.count < before
        }
    }

    private static func selects(_ selection: DonationSelection, _ donation: Donation) -> Bool {
        switch selection {
        case .all: true
        case .group(let group): donation.group == group
        case .identifiers(let identifiers): donation.identifier.map(identifiers.contains) ?? false
        }
    }

    private struct HabitKey: Hashable {
        let app: String
        let intentID: String
        let parameters: [String: AnswerValue]
    }

    /// A user shortcut phrase taken already (SQLite's UNIQUE constraint).
    private struct Taken: Error {
        let phrase: String
    }

    /// One app's records.
    private struct Records: RecordStore {
        let store: MemoryStore
        let app: String

        func append(encoded: Data, to collection: String) throws {
            try store.write { $0.records[app, default: []].append(StoredRecord(collection: collection, encoded: encoded)) }
        }

        func all(in collection: String) throws -> [Data] {
            store.contents.withLock { $0.records[app, default: []].filter { $0.collection == collection }.map(\.encoded) }
        }

        func everyRecord() throws -> [StoredRecord] { store.contents.withLock { $0.records[app, default: []] } }
    }
}
