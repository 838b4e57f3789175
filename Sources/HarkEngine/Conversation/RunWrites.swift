import Foundation
import HarkKit
import Synchronization

/// The one write buffer of an intent run, whichever dialect: the records its steps append, what
/// it does to its app's relevant shortcuts and donations, and the settings it changes, kept in
/// order and read back with the store's. Nothing reaches the store until the session commits
/// the turn's outcome, in one transaction; a run that fails, is cancelled or declined is simply
/// dropped with its buffer.
///
///     let writes = RunWrites(appName: "Hydrator", turn: context)
///     try writes.append(entry, to: "LogEntry")      // not in the store yet
///     try writes.all(in: "LogEntry")                // the store's entries, then this one
///     try store.inTransaction { try writes.commit(to: store) }
final class RunWrites: RecordStore {
    /// A change to the app's relevance, applied at commit in the order the run made it.
    enum Change: Sendable {
        case relevantShortcuts(RelevantShortcutList)
        case donation(Donation)
        case deletion(DonationSelection)
    }

    /// What the run has done so far; its steps may run on another thread (the main actor).
    struct Noted {
        var records: [StoredRecord] = []
        var changes: [Change] = []
        var settings: [(key: String, value: String)] = []
        /// How the app labelled the donation of this run.
        var identifier: String?
        var group: String?
        var traces: [Reply] = []
        var warnings: [Reply] = []
        /// The first store failure a read of the run met, even one the app's code caught.
        var failure: (any StoreFailure)?
        /// The Siri Tip said after the run, kept only when its note is written.
        var tip: SiriTip.Note?
    }

    let appName: String
    let app: InstalledApp?
    let store: any HarkStorage
    let now: Date
    let location: Location?
    /// The turn the buffer was made in: its runs that succeeded and are not committed yet are
    /// read as the store's, and a store failure met is noted there too.
    let turn: TurnWrites
    let noted = Mutex(Noted())

    init(appName: String, turn context: TurnContext) {
        self.appName = appName
        app = context.catalog.app(named: appName)
        store = context.store
        now = context.now
        location = context.location
        turn = context.writes
    }

    /// The runs that succeeded earlier in the turn and are not committed yet.
    var earlier: [RunWrites] { turn.pending.filter { $0 !== self } }

    /// The collections written to, in order.
    var collections: [String] { noted.withLock { $0.records.map(\.collection) } }
    /// Trace events of what the app did to its relevance, in order.
    var traces: [Reply] { noted.withLock { $0.traces } }
    /// Warnings about the relevant shortcuts and donations the app made.
    var warnings: [Reply] { noted.withLock { $0.warnings } }
    /// The first store failure a read met.
    var failure: (any StoreFailure)? { noted.withLock { $0.failure } }

    /// The Siri Tip said after the run, kept only when its note is written.
    var tip: SiriTip.Note? {
        get { noted.withLock { $0.tip } }
        set { noted.withLock { $0.tip = newValue } }
    }

    /// Whether the run asked Hark to refresh its app's App Shortcut phrases.
    var updatesAppShortcutParameters: Bool {
        let key = ReportedEntities.settingKey(for: appName)
        return noted.withLock { $0.settings.contains { $0.key == key } }
    }

    /// Notes a setting to write with the run (`ReportedEntities`' flag).
    func set(setting key: String, to value: String) { noted.withLock { $0.settings.append((key, value)) } }

    // MARK: Records

    func append(encoded: Data, to collection: String) throws {
        noted.withLock { $0.records.append(StoredRecord(collection: collection, encoded: encoded)) }
    }

    func all(in collection: String) throws -> [Data] {
        try reading { try store.records(ofApp: appName).all(in: collection) }
            + pendingRecords.filter { $0.collection == collection }.map(\.encoded)
    }

    func everyRecord() throws -> [StoredRecord] {
        try reading { try store.records(ofApp: appName).everyRecord() } + pendingRecords
    }

    /// The records of this app not in the store yet: the earlier runs', then this one's.
    private var pendingRecords: [StoredRecord] {
        earlier.filter { $0.appName == appName }.flatMap { $0.noted.withLock { $0.records } } + noted.withLock { $0.records }
    }

    /// Reads the store, noting a store failure before passing it on.
    func reading<Value>(_ read: () throws -> Value) throws -> Value {
        do {
            return try read()
        } catch let failure as any StoreFailure {
            noted.withLock { if $0.failure == nil { $0.failure = failure } }
            turn.note(failure)
            throw failure
        }
    }

    // MARK: Commit

    /// Writes everything the run did, in order; the caller holds the transaction.
    func commit(to store: any HarkStorage) throws {
        let noted = noted.withLock { $0 }
        let records = store.records(ofApp: appName)
        for record in noted.records { try records.append(encoded: record.encoded, to: record.collection) }
        for change in noted.changes {
            switch change {
            case .relevantShortcuts(let list): try store.setRelevantShortcuts(list)
            case .donation(let donation): try store.addDonation(donation)
            case .deletion(let selection): _ = try store.deleteDonations(ofApp: appName, selection)
            }
        }
        for setting in noted.settings { try store.setSetting(setting.key, to: setting.value) }
    }
}
