import Foundation
import HarkKit
import Synchronization

/// The records an App Intents `perform` writes while it runs: kept here, read back with the
/// store's, and written to the store in one transaction only when `perform` succeeds.
///
///     let pending = PendingRecords(base: store.records(ofApp: "Meditator"))
///     try pending.append(run, to: "MeditationRun")      // not in the store yet
///     try store.inTransaction { try pending.flush(to: store.records(ofApp: "Meditator")) }
final class PendingRecords: RecordStore {
    private let base: any RecordStore
    /// Written by `perform`, which may run on another thread (the main actor).
    private let records = Mutex<[StoredRecord]>([])

    init(base: any RecordStore) {
        self.base = base
    }

    /// The collections written to, in order.
    var collections: [String] { pending.map(\.collection) }

    /// What was written so far, in order.
    private var pending: [StoredRecord] { records.withLock { $0 } }

    func append(encoded: Data, to collection: String) throws {
        records.withLock { $0.append(StoredRecord(collection: collection, encoded: encoded)) }
    }

    func all(in collection: String) throws -> [Data] {
        try base.all(in: collection) + pending.filter { $0.collection == collection }.map(\.encoded)
    }

    func everyRecord() throws -> [StoredRecord] {
        try base.everyRecord() + pending
    }

    func flush(to store: any RecordStore) throws {
        for record in pending { try store.append(encoded: record.encoded, to: record.collection) }
    }
}
